// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/CoverageText.h"

#include <QCoreApplication>

namespace scalescope::charts {
namespace {

class Coverage
{
    Q_DECLARE_TR_FUNCTIONS(Coverage)
};

} // namespace

QString coverageText(const analysis::BenchmarkAnalysis &a, CoverageView view, int withoutMetricValue)
{
    const analysis::AnalysisCoverage &c = a.coverage;
    int shown = 0;
    QStringList missing;
    const auto add = [&missing](int n, const char *text) {
        if (n > 0)
            missing << Coverage::tr(text, nullptr, n);
    };
    add(c.filteredOut, QT_TRANSLATE_N_NOOP("Coverage", "%n filtered out by the table's filters"));
    switch (view) {
    case CoverageView::Scaling:
        shown = c.scored - withoutMetricValue;
        add(c.noScore, QT_TRANSLATE_N_NOOP("Coverage", "%n without an official score"));
        add(withoutMetricValue, QT_TRANSLATE_N_NOOP("Coverage", "%n without a value for this metric"));
        break;
    case CoverageView::Surface:
        shown = c.onSurface + c.offGrid;
        add(c.noScore, QT_TRANSLATE_N_NOOP("Coverage", "%n without an official score"));
        add(c.noReference, QT_TRANSLATE_N_NOOP("Coverage", "%n alone in their series (no reference, so no ε)"));
        add(c.references, QT_TRANSLATE_N_NOOP("Coverage", "%n are their series' reference (k = 1)"));
        add(c.sameSize, QT_TRANSLATE_N_NOOP("Coverage", "%n have their reference's accelerator count (k = 1, so no ε)"));
        break;
    case CoverageView::Clusters:
        shown = c.clustered;
        add(c.notClustered, QT_TRANSLATE_N_NOOP("Coverage", "%n with nothing to cluster on"));
        break;
    case CoverageView::Ranking:
        shown = c.analysed;
        break;
    }
    QString text = Coverage::tr("%1 of %n configuration(s) of %2 shown.", nullptr, c.ofBenchmark).arg(shown).arg(a.benchmark);
    if (view == CoverageView::Surface && c.offGrid > 0)
        // Drawn where they fall, beyond the shaded grid; only a negative ε, which a log axis cannot
        // hold, is drawn at its bottom edge (the text said all of them were).
        text += QLatin1Char(' ') + Coverage::tr("%n of them lie outside ε 10⁻⁸…10⁻¹, beyond the shaded grid (a negative ε "
                                                "at the bottom edge).",
                                                nullptr, c.offGrid);
    if (view == CoverageView::Clusters && c.duplicates > 0)
        text += QLatin1Char(' ') +
                Coverage::tr("%n byte-identical duplicate(s) counted once and placed with their twin.", nullptr, c.duplicates);
    if (!missing.isEmpty())
        text += QLatin1Char(' ') + Coverage::tr("Not shown: %1.").arg(missing.join(QStringLiteral("; ")));
    return text;
}

} // namespace scalescope::charts
