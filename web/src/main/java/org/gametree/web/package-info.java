/**
 * The browser board behind {@code gametree serve GAME --http}: {@link org.gametree.web.BoardServer} serves a page
 * (plain HTML, CSS and JavaScript from this jar's resources) where a person plays a game against a built-in engine and
 * watches its analysis as server-sent events. Boards are drawn from the game's {@link org.gametree.core.BoardView}.
 */
package org.gametree.web;
