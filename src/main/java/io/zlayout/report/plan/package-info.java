/** The plan as {@code zlayout.plan/1} JSON and as text for a person reading it before applying. */
package io.zlayout.report.plan;
