/**
 * The {@code gametree} command line: thin picocli commands over the library ({@code games}, {@code perft},
 * {@code search}, {@code solve}, {@code play}, {@code serve}, {@code bench}, ...). Every error a user can cause ends in
 * one line on stderr and exit code 2; {@code --json} prints one JSON object on the last line.
 */
package org.gametree.cli;
