/**
 * Reports of experiments as data: {@link org.gametree.core.report.Figure} (a chart's series, labels and title, no
 * drawing) and {@link org.gametree.core.report.MatchCurve} (a match's score and Elo over games). The
 * {@code gametree-charts} module draws figures as PNG and SVG.
 */
package org.gametree.core.report;
