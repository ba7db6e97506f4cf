/**
 * The reports of {@code zlayout check}: text for people, JSON, CSV, SARIF 2.1.0 and JUnit XML for pipelines.
 * Every format renders the same sorted findings; the same findings always give the same bytes.
 */
package io.zlayout.report.check;
