// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/ChartEdits.h"

#include "app/charts/AxisTicks.h"
#include "app/charts/ChartFactory.h"
#include "core/i18n/SafeText.h"

#include <QChart>
#include <QCoreApplication>
#include <QJsonValue>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>
#include <limits>

namespace scalescope::charts {
namespace {

class ChartEditText
{
    Q_DECLARE_TR_FUNCTIONS(ChartEditText)
};

constexpr int kMostTitleCharacters = 200;

QJsonObject axisJson(const AxisEdit &a)
{
    QJsonObject out;
    if (!a.title.isEmpty())
        out.insert(QStringLiteral("title"), a.title);
    if (a.log)
        out.insert(QStringLiteral("scale"), *a.log ? QStringLiteral("log") : QStringLiteral("linear"));
    return out;
}

AxisEdit axisFrom(const QJsonValue &v)
{
    AxisEdit a;
    const QJsonObject o = v.toObject();
    a.title = o.value(QStringLiteral("title")).toString().left(kMostTitleCharacters);
    const QString scale = o.value(QStringLiteral("scale")).toString();
    if (scale == QLatin1String("log") || scale == QLatin1String("linear"))
        a.log = scale == QLatin1String("log");
    return a;
}

QAbstractAxis *firstAxis(const QChart *chart, Qt::Orientation o)
{
    const auto axes = chart->axes(o);
    return axes.isEmpty() ? nullptr : axes.first();
}

QList<QAbstractSeries *> seriesOn(const QChart *chart, QAbstractAxis *axis)
{
    QList<QAbstractSeries *> out;
    for (QAbstractSeries *s : chart->series())
        if (s->attachedAxes().contains(axis))
            out << s;
    return out;
}

// The smallest and largest coordinate of the points on the axis (every point, shown or not).
bool dataRange(const QList<QAbstractSeries *> &series, Qt::Orientation o, double &lo, double &hi)
{
    lo = std::numeric_limits<double>::infinity();
    hi = -lo;
    for (QAbstractSeries *s : series)
        if (const auto *xy = qobject_cast<const QXYSeries *>(s))
            for (const QPointF &p : xy->points()) {
                const double v = o == Qt::Horizontal ? p.x() : p.y();
                if (std::isfinite(v))
                    lo = std::min(lo, v), hi = std::max(hi, v);
            }
    return lo <= hi;
}

// The scale notes the charts' own axis titles end with, in the language shown and in English.
QStringList scaleNotes()
{
    return {ChartEditText::tr(", log scale"), ChartEditText::tr(" (log scale)"), QStringLiteral(", log scale"),
            QStringLiteral(" (log scale)"),   QStringLiteral(" (log₂)"),         QStringLiteral("(log₂)")};
}

// A chart's own axis title (HTML) with its scale note matching the scale shown.
QString titleForScale(QString title, bool log)
{
    bool hadNote = false;
    for (const QString &note : scaleNotes())
        if (title.contains(note)) {
            hadNote = true;
            if (!log)
                title.remove(note);
        }
    if (log && !hadNote && !title.isEmpty())
        title += i18n::htmlEscaped(ChartEditText::tr(" (log scale)"));
    return title;
}

void copyLook(const QAbstractAxis *from, QAbstractAxis *to)
{
    to->setTitleFont(from->titleFont());
    to->setProperty(kOwnTitleFontProperty, from->property(kOwnTitleFontProperty)); // a shrunk title grows back
    to->setTitleBrush(from->titleBrush());
    to->setLabelsFont(from->labelsFont());
    to->setGridLineVisible(from->isGridLineVisible());
    to->setGridLinePen(from->gridLinePen());
    to->setLinePen(from->linePen());
}

// Replaces the axis by one of the other scale, on the same series, ranged to their points.
void changeScale(QChart *chart, QAbstractAxis *old, bool toLog)
{
    const QList<QAbstractSeries *> series = seriesOn(chart, old);
    const Qt::Orientation o = old->orientation();
    const Qt::Alignment where = old->alignment();
    QAbstractAxis *fresh = nullptr;
    if (toLog)
        fresh = new QLogValueAxis;
    else
        fresh = new QValueAxis;
    fresh->setTitleText(old->titleText());
    copyLook(old, fresh);
    if (auto *l = qobject_cast<QLogValueAxis *>(old))
        dropRoundLabels(chart, l);
    else
        fresh->setLabelsBrush(old->labelsBrush()); // a log axis' own labels are transparent (AxisTicks)
    chart->removeAxis(old);
    delete old;
    chart->addAxis(fresh, where);
    for (QAbstractSeries *s : series)
        s->attachAxis(fresh);
    double lo = 0, hi = 0;
    if (!dataRange(series, o, lo, hi))
        lo = 1, hi = 10;
    if (auto *l = qobject_cast<QLogValueAxis *>(fresh)) {
        setPlottableRange(l, lo / 1.25, hi * 1.25);
        labelAtRoundValues(chart, l);
    } else if (auto *v = qobject_cast<QValueAxis *>(fresh)) {
        const double margin = hi > lo ? (hi - lo) * 0.05 : std::max(std::abs(lo) * 0.1, 1.0);
        // Values that are all positive (counts, times) keep a range that starts at 0 at the lowest.
        setPlottableRange(v, lo >= 0 ? std::max(0.0, lo - margin) : lo - margin, hi + margin);
        v->applyNiceNumbers();
        v->setLabelFormat(QStringLiteral("%.6g"));
    }
}

} // namespace

QJsonObject toJson(const ChartEdits &e)
{
    QJsonObject out;
    if (!e.title.isEmpty())
        out.insert(QStringLiteral("title"), e.title);
    if (const QJsonObject x = axisJson(e.x); !x.isEmpty())
        out.insert(QStringLiteral("x"), x);
    if (const QJsonObject y = axisJson(e.y); !y.isEmpty())
        out.insert(QStringLiteral("y"), y);
    return out;
}

ChartEdits chartEditsFrom(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    ChartEdits e;
    e.title = o.value(QStringLiteral("title")).toString().left(kMostTitleCharacters);
    e.x = axisFrom(o.value(QStringLiteral("x")));
    e.y = axisFrom(o.value(QStringLiteral("y")));
    return e;
}

ChartDefaults chartDefaults(const QChart *chart)
{
    ChartDefaults d;
    d.title = ownTitle(chart);
    if (QAbstractAxis *x = firstAxis(chart, Qt::Horizontal)) {
        d.xTitle = x->titleText();
        d.xLog = qobject_cast<QLogValueAxis *>(x) != nullptr;
    }
    if (QAbstractAxis *y = firstAxis(chart, Qt::Vertical)) {
        d.yTitle = y->titleText();
        d.yLog = qobject_cast<QLogValueAxis *>(y) != nullptr;
    }
    return d;
}

AxisFacts axisFacts(const QChart *chart, Qt::Orientation orientation)
{
    AxisFacts f;
    QAbstractAxis *axis = firstAxis(chart, orientation);
    if (!axis)
        return f;
    f.present = true;
    f.title = i18n::unescapedHtml(axis->titleText());
    const auto *log = qobject_cast<const QLogValueAxis *>(axis);
    const auto *value = qobject_cast<const QValueAxis *>(axis);
    f.ranged = log || value;
    f.log = log != nullptr;
    if (log)
        f.min = log->min(), f.max = log->max();
    else if (value)
        f.min = value->min(), f.max = value->max();
    if (!f.ranged) {
        f.whyNoScaleChange = ChartEditText::tr("This axis names categories: it has no scale to change.");
        return f;
    }
    if (const QVariant owner = chart->property(kScaleOwnerProperty); owner.isValid()) {
        f.whyNoScaleChange = owner.toString();
        return f;
    }
    const QList<QAbstractSeries *> series = seriesOn(chart, axis);
    if (!std::all_of(series.begin(), series.end(), [](QAbstractSeries *s) { return qobject_cast<QXYSeries *>(s); })) {
        f.whyNoScaleChange = ChartEditText::tr("This chart draws areas or bars along this axis, which keep their scale.");
        return f;
    }
    double lo = 0, hi = 0;
    if (!f.log && dataRange(series, orientation, lo, hi) && lo <= 0) {
        f.whyNoScaleChange = ChartEditText::tr("Some values on this axis are zero or below, which a log scale cannot show.");
        return f;
    }
    f.canChangeScale = true;
    return f;
}

QString plainChartTitle(const QChart *chart)
{
    return i18n::unescapedHtml(ownTitle(chart));
}

bool applyChartEdits(QChart *chart, const ChartEdits &edits, const ChartDefaults &defaults)
{
    chart->setTitle(edits.title.isEmpty() ? defaults.title : i18n::htmlEscaped(edits.title));
    bool replaced = false;
    const auto apply = [&](Qt::Orientation o, const AxisEdit &edit, const QString &ownTitle, bool ownLog) {
        QAbstractAxis *axis = firstAxis(chart, o);
        if (!axis)
            return;
        const bool wantLog = edit.log.value_or(ownLog);
        const bool isLog = qobject_cast<QLogValueAxis *>(axis) != nullptr;
        if (wantLog != isLog && axisFacts(chart, o).canChangeScale) {
            changeScale(chart, axis, wantLog);
            axis = firstAxis(chart, o);
            replaced = true;
        }
        const bool log = qobject_cast<QLogValueAxis *>(axis) != nullptr;
        axis->setTitleText(edit.title.isEmpty() ? (log == ownLog ? ownTitle : titleForScale(ownTitle, log))
                                                : i18n::htmlEscaped(edit.title));
    };
    apply(Qt::Horizontal, edits.x, defaults.xTitle, defaults.xLog);
    apply(Qt::Vertical, edits.y, defaults.yTitle, defaults.yLog);
    return replaced;
}

} // namespace scalescope::charts
