// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/probe/ProbeCompareChart.h"

#include "app/charts/ChartFactory.h"
#include "app/probe/ProbeWording.h"
#include "core/i18n/SafeText.h"
#include "core/io/CsvWriter.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace scalescope::probe {

QString compareLabel(const ProbeComparison &p)
{
    // Short, so a narrow chart does not cut it: the unit is in the table beside (or above) the bars.
    QString label = ProbeChartText::tr("%1: ×%2").arg(p.kind, p.first != 0 ? QLocale().toString(p.second / p.first, 'f', 2)
                                                                           : QStringLiteral("–"));
    // The axis gets about 40 % of the chart's width: a long label breaks once, at a space.
    constexpr qsizetype kLineChars = 20;
    const qsizetype cut = label.size() > kLineChars ? label.lastIndexOf(u' ', kLineChars) : -1;
    QString text = cut > 0 ? i18n::htmlEscaped(label.left(cut)) + QStringLiteral("<br>") + i18n::htmlEscaped(label.mid(cut + 1))
                           : i18n::htmlEscaped(label);
    if (p.firstVaries || p.secondVaries)
        text += QStringLiteral(" ⚠");
    return text;
}

QList<ProbeComparison> mostDifferent(const QList<ProbeComparison> &pairs, int count)
{
    if (count >= pairs.size())
        return pairs;
    const auto distance = [](const ProbeComparison &p) {
        return p.first > 0 && p.second > 0 ? std::abs(std::log(p.second / p.first)) : std::numeric_limits<double>::infinity();
    };
    QList<qsizetype> order(pairs.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](qsizetype x, qsizetype y) { return distance(pairs[x]) > distance(pairs[y]); });
    order.resize(std::max(0, count));
    std::sort(order.begin(), order.end());
    QList<ProbeComparison> kept;
    for (qsizetype i : order)
        kept.append(pairs[i]);
    return kept;
}

QChart *createCompareChart(const QString &firstName, const QString &secondName, const QList<ProbeComparison> &pairs, int maxTests)
{
    if (pairs.isEmpty())
        return charts::createEmptyChart(
            ProbeChartText::tr("The two runs share no test: run the same suites and precisions on both"));
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("probeCompareChart"));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(ProbeChartText::tr("Each test on its own scale (the larger median = 1)"));
    auto *setA = new QBarSet(i18n::htmlEscaped(firstName));
    auto *setB = new QBarSet(i18n::htmlEscaped(secondName));
    setA->setColor(QColor(120, 144, 176));
    setB->setColor(QColor(230, 120, 40));
    // Horizontal bars are drawn from the bottom up: prepend, so the first test is at the top as in the table.
    QStringList categories;
    QList<qreal> a, b;
    for (const ProbeComparison &p : mostDifferent(pairs, std::clamp(maxTests, 1, kCompareChartMaxTests))) {
        const double top = std::max(std::abs(p.first), std::abs(p.second));
        a.prepend(top > 0 ? p.first / top : 0);
        b.prepend(top > 0 ? p.second / top : 0);
        categories.prepend(compareLabel(p));
    }
    setA->append(a);
    setB->append(b);
    auto *series = new QHorizontalBarSeries;
    series->setObjectName(QStringLiteral("compareBars"));
    series->append(setA);
    series->append(setB);
    chart->addSeries(series);
    auto *cats = new QBarCategoryAxis;
    cats->append(categories);
    auto *v = new QValueAxis;
    v->setRange(0, 1.05);
    v->setTickType(QValueAxis::TicksDynamic);
    v->setTickAnchor(0);
    v->setTickInterval(0.25);
    v->setLabelFormat(QStringLiteral("%.2f"));
    v->setTitleText(ProbeChartText::tr("Relative median")); // short: the title says relative to what
    chart->addAxis(cats, Qt::AlignLeft);
    chart->addAxis(v, Qt::AlignBottom);
    series->attachAxis(cats);
    series->attachAxis(v);
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

QByteArray comparisonCsv(const QList<ProbeComparison> &pairs)
{
    QString out = QStringLiteral("test,device,unit,first_test,second_test,first,second,ratio,first_varies,second_varies\n");
    for (const ProbeComparison &p : pairs)
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,%10\n")
                   .arg(io::csvField(p.kind), io::csvField(p.device), io::csvField(p.unit), io::csvField(p.firstName),
                        io::csvField(p.secondName), io::formatNumber(p.first), io::formatNumber(p.second),
                        p.first != 0 ? io::formatNumber(p.second / p.first) : QString())
                   .arg(p.firstVaries ? 1 : 0)
                   .arg(p.secondVaries ? 1 : 0);
    return out.toUtf8();
}

} // namespace scalescope::probe
