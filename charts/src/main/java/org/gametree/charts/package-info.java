/**
 * Core's {@link org.gametree.core.report.Figure}s drawn as PNG and SVG with XChart ({@link
 * org.gametree.charts.Charts}). A module of its own so that library users, who depend on core and the games, do not
 * inherit a plotting library; the {@code gametree} command depends on it.
 */
package org.gametree.charts;
