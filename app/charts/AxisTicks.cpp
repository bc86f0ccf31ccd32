// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/AxisTicks.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLocale>
#include <QLogValueAxis>
#include <QPen>
#include <QRegularExpression>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace scalescope::charts {
namespace {

QString superscript(int n)
{
    static const char16_t digits[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString out = n < 0 ? QStringLiteral("⁻") : QString();
    const QString plain = QString::number(std::abs(n));
    for (QChar c : plain)
        out += QChar(digits[c.digitValue()]);
    return out;
}

// The labels of one axis: text items in the chart, placed along the plot area's edge.
class RoundLabels : public QObject
{
public:
    RoundLabels(QChart *chart, QLogValueAxis *axis, TickStyle style)
        : QObject(chart), m_chart(chart), m_axis(axis), m_style(style)
    {
        m_font = axis->labelsFont();
        m_brush = axis->labelsBrush();
        axis->setLabelsBrush(QBrush(Qt::transparent)); // keeps the room the axis needs for labels
        connect(chart, &QChart::plotAreaChanged, this, &RoundLabels::place);
        connect(axis, &QLogValueAxis::rangeChanged, this, &RoundLabels::place);
        connect(axis, &QLogValueAxis::labelsFontChanged, this, [this](const QFont &f) {
            m_font = f;
            place();
        });
        place();
    }

    QLogValueAxis *axis() const { return m_axis; }

    // Before the axis leaves the chart: its labels go with it.
    void drop()
    {
        disconnect(m_chart, nullptr, this, nullptr);
        for (QGraphicsSimpleTextItem *item : std::as_const(m_items))
            delete item;
        m_items.clear();
    }

private:
    void place()
    {
        const QRectF area = m_chart->plotArea();
        const double lo = m_axis->min(), hi = m_axis->max();
        TickStyle style = m_style;
        if (style == TickStyle::Automatic)
            style = lo >= 1e-3 * (1 - 1e-9) && hi <= 1e6 * (1 + 1e-9) ? TickStyle::Decimal : TickStyle::Power;
        const QList<double> ticks =
            area.isEmpty() || !(lo > 0) || !(hi > lo) ? QList<double>() : roundLogTicks(lo, hi, 12, style == TickStyle::Power);
        const bool horizontal = m_axis->orientation() == Qt::Horizontal;
        const bool atStart = m_axis->alignment() == Qt::AlignBottom || m_axis->alignment() == Qt::AlignLeft;
        const QFontMetricsF fm(m_font);
        // Labels that would touch are thinned: every second, then every fourth, ... (decades stay
        // when the list is the 1-2-5 one, since they come first in each triple).
        const auto position = [&](double v) {
            const double f = (std::log(v) - std::log(lo)) / (std::log(hi) - std::log(lo));
            return horizontal ? area.left() + f * area.width() : area.bottom() - f * area.height();
        };
        const auto fitsWith = [&](const QList<double> &values, int stride) {
            for (int i = stride; i < values.size(); i += stride) {
                const double gap = std::abs(position(values[i]) - position(values[i - stride]));
                const double need = horizontal ? (fm.horizontalAdvance(roundTickLabel(values[i], style)) +
                                                  fm.horizontalAdvance(roundTickLabel(values[i - stride], style))) /
                                                         2 +
                                                     8
                                               : fm.height() + 2;
                if (gap < need)
                    return false;
            }
            return true;
        };
        // 1, 2, 5 × 10ⁿ when they fit, else the decades, else every second decade, and so on.
        QList<double> candidates = ticks;
        if (!fitsWith(candidates, 1)) {
            QList<double> decades;
            for (double v : ticks)
                if (std::abs(std::log10(v) - std::round(std::log10(v))) < 1e-9)
                    decades << v;
            if (decades.size() >= 2)
                candidates = decades;
        }
        int stride = 1;
        while (stride < candidates.size() && !fitsWith(candidates, stride))
            stride *= 2;
        QList<double> shown;
        for (int i = 0; i < candidates.size(); i += stride)
            shown << candidates[i];
        while (m_items.size() < shown.size()) {
            auto *item = new QGraphicsSimpleTextItem(m_chart);
            item->setZValue(11);
            m_items << item;
        }
        for (int i = 0; i < m_items.size(); ++i) {
            QGraphicsSimpleTextItem *item = m_items[i];
            if (i >= shown.size()) {
                item->hide();
                continue;
            }
            item->setFont(m_font);
            item->setBrush(m_brush);
            item->setText(roundTickLabel(shown[i], style));
            const QRectF r = item->boundingRect();
            if (horizontal)
                item->setPos(position(shown[i]) - r.width() / 2, atStart ? area.bottom() + 4 : area.top() - r.height() - 4);
            else
                item->setPos(atStart ? area.left() - r.width() - 6 : area.right() + 6, position(shown[i]) - r.height() / 2);
            item->show();
        }
    }

    QChart *m_chart;
    QLogValueAxis *m_axis;
    TickStyle m_style;
    QFont m_font;
    QBrush m_brush;
    QList<QGraphicsSimpleTextItem *> m_items;
};

} // namespace

QList<double> roundLogTicks(double lo, double hi, int most, bool decadesOnly)
{
    QList<double> all, decades;
    const int first = int(std::floor(std::log10(lo))), last = int(std::ceil(std::log10(hi)));
    for (int n = first; n <= last; ++n)
        for (double m : {1.0, 2.0, 5.0}) {
            const double v = m * std::pow(10.0, n);
            if (v < lo * (1 - 1e-9) || v > hi * (1 + 1e-9))
                continue;
            all << v;
            if (m == 1.0)
                decades << v;
        }
    return (all.size() <= most && !decadesOnly) || decades.size() < 2 ? all : decades;
}

QString roundTickLabel(double value, TickStyle style)
{
    if (style == TickStyle::Power) {
        const int n = int(std::floor(std::log10(value) + 1e-9));
        const double m = value / std::pow(10.0, n);
        const QString power = QStringLiteral("10") + superscript(n);
        return std::abs(m - 1) < 1e-6 ? power : QStringLiteral("%1×%2").arg(QLocale().toString(std::round(m)), power);
    }
    const int decimals = value >= 1 ? 0 : int(std::ceil(-std::log10(value) - 1e-9));
    return QLocale().toString(value, 'f', decimals);
}

void labelAtRoundValues(QChart *chart, QLogValueAxis *axis, TickStyle style)
{
    axis->setBase(10);
    axis->setMinorTickCount(8); // grid lines at 2..9 × 10ⁿ: the 2 and 5 labels sit on them
    QPen minor = axis->minorGridLinePen();
    minor.setStyle(Qt::SolidLine);
    QColor light = minor.color();
    light.setAlpha(60);
    minor.setColor(light);
    axis->setMinorGridLinePen(minor);
    axis->setLabelsAngle(0);
    new RoundLabels(chart, axis, style);
}

void dropRoundLabels(QChart *chart, QLogValueAxis *axis)
{
    QObjectList children = chart->children(); // a copy (not a reference): one of them is deleted
    for (QObject *child : children)
        if (auto *labels = dynamic_cast<RoundLabels *>(child); labels && labels->axis() == axis) {
            labels->drop();
            delete labels;
        }
}

void setPlottableRange(QAbstractAxis *axis, double lo, double hi)
{
    constexpr double kMax = 1e300, kMinPositive = 1e-300;
    const bool log = qobject_cast<QLogValueAxis *>(axis) != nullptr;
    const double floor = log ? kMinPositive : -kMax;
    const auto clamp = [&](double v, double fallback) { return std::isfinite(v) ? std::clamp(v, floor, kMax) : fallback; };
    lo = clamp(lo, floor);
    hi = clamp(hi, kMax);
    if (!(lo < hi)) { // empty or reversed: a decade (or a unit) around the value
        const double v = std::isfinite(lo) ? lo : 1;
        lo = log ? std::max(kMinPositive, v / 10) : v - 1;
        hi = log ? std::min(kMax, std::max(v * 10, lo * 100)) : v + 1;
    }
    if (auto *l = qobject_cast<QLogValueAxis *>(axis))
        l->setRange(lo, hi);
    else if (auto *v = qobject_cast<QValueAxis *>(axis))
        v->setRange(lo, hi);
}

void tickEvery(QValueAxis *axis, double step, int decimals, double anchor)
{
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(anchor);
    const QString format = QStringLiteral("%.") + QString::number(decimals) + QLatin1Char('f');
    // A range far wider than the step (an efficiency of 1.4e6 from a file, on ticks every 0.25)
    // would ask Qt Charts for millions of labels and never finish drawing: the step then widens to
    // a round one that gives about ten.
    const auto fit = [axis, step, format](qreal min, qreal max) {
        constexpr double kMostTicks = 40;
        const double span = max - min;
        if (!(span / step > kMostTicks) || !std::isfinite(span)) {
            axis->setTickInterval(step);
            axis->setLabelFormat(format);
            return;
        }
        const double rough = span / 10, decade = std::pow(10.0, std::floor(std::log10(rough)));
        const double wider = rough <= decade       ? decade
                             : rough <= 2 * decade ? 2 * decade
                             : rough <= 5 * decade ? 5 * decade
                                                   : 10 * decade;
        axis->setTickInterval(std::isfinite(wider) && wider > 0 ? wider : span / 10);
        axis->setLabelFormat(QStringLiteral("%.3g"));
    };
    fit(axis->min(), axis->max());
    QObject::connect(axis, &QValueAxis::rangeChanged, axis, fit);
}

void localizeAxisNumbers(QChart *chart)
{
    chart->setLocale(QLocale());
    chart->setLocalizeNumbers(true);
    // With localized numbers Qt Charts reads only formats with a precision ("%.6g", "%.0f"): it draws
    // no label at all for "%g" or "%d".
    for (QAbstractAxis *axis : chart->axes())
        if (auto *v = qobject_cast<QValueAxis *>(axis))
            v->setLabelFormat(localizableLabelFormat(v->labelFormat()));
}

QString localizableLabelFormat(const QString &format)
{
    static const QRegularExpression printf(QStringLiteral("^([^%]*)%[-+# 0]*\\d*([dicuoxXfFeEgGaA])(.*)$"));
    const QRegularExpressionMatch m = printf.match(format);
    if (!m.hasMatch())
        return format; // empty (Qt's default), or already with a precision
    const QChar conversion = m.captured(2).at(0);
    const bool integer = QStringLiteral("diucoxX").contains(conversion);
    const QString spec = integer ? QStringLiteral("%.0f") : QStringLiteral("%.6") + conversion.toLower();
    return m.captured(1) + spec + m.captured(3);
}

} // namespace scalescope::charts
