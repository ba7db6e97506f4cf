/**
 * The page of {@code zlayout report}: one self-contained HTML file (inline CSS, SVG and a little JavaScript,
 * a Content-Security-Policy that forbids every fetch) with the summary figures, a topology picture per
 * storage image, a findings table that can be filtered, and the plan per guest. Every input-derived string is
 * escaped; the page reads and prints without JavaScript, and the same report gives the same bytes.
 */
package io.zlayout.report.html;
