/** Reports of experiments: chart images for the docs. */
package org.gametree.core.report;
