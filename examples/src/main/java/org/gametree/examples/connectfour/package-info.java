/** Connect Four written the way a user embeds gametree: state, game, evaluator, move ordering and provider. */
package org.gametree.examples.connectfour;
