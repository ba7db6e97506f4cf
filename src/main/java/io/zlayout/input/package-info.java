/**
 * Reading inputs: files and folders, zlayout.yaml, format sniffing, and the contract every format reader keeps (InputReader, ParseResult, InputException). One subpackage per format.
 */
package io.zlayout.input;
