package io.zlayout.rules;

/**
 * A glob over element identities: {@code *} stands for any run of characters (none included, {@code /} and
 * {@code :} included), {@code ?} for exactly one character; everything else is itself, case-sensitive, and
 * the pattern must match the whole identity. {@code volume:IBM.2107-75ZL101/40*} matches every volume of LSS
 * 40 of that image. Matching never backtracks more than once per star, so a long identity against any pattern
 * stays cheap (at most pattern length times identity length steps).
 */
public record IdentityPattern(String text) {

    public IdentityPattern {
        if (text == null || text.isEmpty()) {
            throw new IllegalArgumentException("empty pattern");
        }
    }

    public boolean matches(String identity) {
        String p = text;
        int pi = 0;
        int si = 0;
        int star = -1;
        int mark = 0;
        while (si < identity.length()) {
            if (pi < p.length() && (p.charAt(pi) == '?' || p.charAt(pi) == identity.charAt(si))) {
                pi++;
                si++;
            } else if (pi < p.length() && p.charAt(pi) == '*') {
                star = pi++;
                mark = si;
            } else if (star >= 0) {
                // the last star swallows one more character; everything after it is tried again from there
                pi = star + 1;
                si = ++mark;
            } else {
                return false;
            }
        }
        while (pi < p.length() && p.charAt(pi) == '*') {
            pi++;
        }
        return pi == p.length();
    }

    @Override
    public String toString() {
        return text;
    }
}
