package io.zlayout.report.check;

import io.zlayout.model.SourceRef;
import io.zlayout.report.check.channel.ChannelSampleRules;
import io.zlayout.report.check.storage.StorageSampleRules;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.Severity;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The fixed report every format's golden renders: findings of each severity, one without a line, one without
 * any location, one on an absolute path, a path with a space, an element identity with odd characters, a
 * message with {@code " , < &} and a newline, and fields starting with {@code =} and {@code -}.
 */
final class SampleReport {

    static final Rule ALPHA = new ChannelSampleRules.AlphaPaths();
    static final Rule QUIET = new ChannelSampleRules.QuietRule();
    static final Rule BETA = new StorageSampleRules.BetaBalance();
    static final Rule GAMMA = new StorageSampleRules.GammaNotes();
    static final String VERSION = "9.9.9-test";
    static final String ODD_GUEST = "guest:LNX\"2\" <&>,;";

    private SampleReport() {
    }

    static List<Rule> rules() {
        List<Rule> rules = new ArrayList<>(List.of(ALPHA, QUIET, BETA, GAMMA));
        rules.sort(Comparator.comparing(Rule::slug));
        return rules;
    }

    static List<Finding> findings() {
        return List.of(
                finding(ALPHA, "cu:5000 (LCU 00) is reached through CHPID 0.50 only",
                        List.of("cu:5000", "lss:IBM.2107-75AB121/00", "chpid:0.50"),
                        SourceRef.at("iocds/main.iocp", 42, 16)),
                finding(ALPHA, "CNTLUNIT 5100 says \"PATH=(51)\", <only> one & no other,\nsee the second card",
                        List.of("cu:5100", "chpid:0.51"),
                        SourceRef.at("iocds/main.iocp", 57)),
                finding(BETA, "=SUM(A1:A9) volumes of guest LNX1 all sit on server 0",
                        List.of("guest:LNX1", "volume:IBM.2107-75AB121/1000", "volume:IBM.2107-75AB121/1001"),
                        SourceRef.file("storage/ds8k export/lsfbvol.txt")),
                finding(BETA, "volumes of guest LNX2 all sit on server 1",
                        List.of(ODD_GUEST, "volume:IBM.2107-75AB121/1100"),
                        SourceRef.at("/srv/site/storage/lsfbvol.txt", 12)),
                finding(GAMMA, "guest LNX3 has no host captures",
                        List.of("guest:LNX3"),
                        null),
                finding(GAMMA, "-minidisk cache is on for LNX1: it helps re-reads and costs on writes",
                        List.of("guest:LNX1"),
                        SourceRef.at("zvm/user.direct", 3)));
    }

    /** The report as the engine would hand it over: findings sorted, summary counted. */
    static CheckReport report() {
        return of(findings());
    }

    static CheckReport of(List<Finding> findings) {
        List<Finding> sorted = new ArrayList<>(findings);
        Collections.sort(sorted);
        Map<Severity, Integer> summary = new EnumMap<>(Severity.class);
        for (Severity s : Severity.values()) {
            summary.put(s, 0);
        }
        sorted.forEach(f -> summary.merge(f.severity(), 1, Integer::sum));
        return new CheckReport(sorted, summary, rules(), VERSION);
    }

    static Finding finding(Rule rule, String message, List<String> elements, SourceRef at) {
        return new Finding(rule.slug(), rule.severity(), message, elements, at, rule.remediation());
    }
}
