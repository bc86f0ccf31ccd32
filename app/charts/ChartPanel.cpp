// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/ChartPanel.h"

#include "app/charts/AxisTicks.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/FlowLayout.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/LassoOverlay.h"
#include "app/charts/LegendList.h"
#include "core/i18n/SafeText.h"

#include <QChart>
#include <QContextMenuEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QRubberBand>
#include <QSettings>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace scalescope::charts {
ChartPanel::ChartPanel(QWidget *parent) : QWidget(parent)
{
    m_view = new InteractiveChartView(this);
    m_brush = new QRubberBand(QRubberBand::Rectangle, m_view->viewport());
    m_brush->hide();
    m_lasso = new LassoOverlay(m_view->viewport());
    m_view->viewport()->setMouseTracking(true);
    m_view->viewport()->installEventFilter(this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("chartStatus"));
    m_status->setTextFormat(Qt::PlainText); // names a benchmark folder
    m_status->setWordWrap(true);
    m_status->hide();

    // An empty chart's title is its message: shown wrapped in the middle, where a narrow panel
    // would cut a chart title.
    m_message = new QLabel(m_view->viewport());
    m_message->setObjectName(QStringLiteral("chartMessage"));
    m_message->setTextFormat(Qt::RichText); // the empty chart's title, which Qt Charts holds as escaped HTML
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_message->hide();
    auto *overlay = new QVBoxLayout(m_view->viewport());
    overlay->setContentsMargins(24, 24, 24, 24);
    overlay->addWidget(m_message);
    m_reset = new QToolButton(this);
    m_exportButton = new QToolButton(this);
    m_exportButton->setObjectName(QStringLiteral("exportButton"));
    m_legendButton = new QToolButton(this);
    m_legendButton->setObjectName(QStringLiteral("legendButton"));
    m_legendButton->setCheckable(true);
    m_legendButton->setChecked(QSettings().value(QStringLiteral("charts/legend"), true).toBool());
    m_editButton = new QToolButton(this);
    m_editButton->setObjectName(QStringLiteral("editChartButton"));
    m_view->installEventFilter(this); // the context menu asked for by keyboard
    // The view's controls, then Reset and Export; the bar wraps when the window is narrow.
    auto *bar = new QWidget(this);
    m_bar = new FlowLayout(bar);
    m_bar->setContentsMargins(0, 0, 0, 0);
    m_bar->addWidget(m_legendButton);
    m_bar->addWidget(m_reset);
    m_bar->addWidget(m_editButton);
    m_bar->addWidget(m_exportButton);
    m_panelLayout = new QVBoxLayout(this);
    m_panelLayout->setContentsMargins(0, 0, 0, 0);
    m_panelLayout->addWidget(bar);
    m_legendList = new LegendList(this);
    m_legendList->hide();
    m_chartRow = new QHBoxLayout;
    m_chartRow->setSpacing(0);
    m_chartRow->addWidget(m_view, 1);
    m_chartRow->addWidget(m_legendList);
    m_panelLayout->addLayout(m_chartRow, 1);
    m_panelLayout->addWidget(m_status);
    connect(m_reset, &QToolButton::clicked, m_view, &InteractiveChartView::resetZoom);
    connect(m_legendButton, &QToolButton::toggled, this, [this](bool on) {
        if (chart())
            chart()->legend()->setVisible(on);
        fitLegend();
        QSettings().setValue(QStringLiteral("charts/legend"), on); // the same on every chart, next time too
        invalidate();
    });
    connect(m_exportButton, &QToolButton::clicked, this, &ChartPanel::exportChart);
    connect(m_editButton, &QToolButton::clicked, this, &ChartPanel::editChart);
    connect(m_view, &InteractiveChartView::editRequested, this, &ChartPanel::editChart);
    connect(m_view, &InteractiveChartView::copyRequested, this, &ChartPanel::copyImage);
    connect(m_view, &InteractiveChartView::lassoToggled, this, &ChartPanel::toggleLasso);
    connect(m_view, &InteractiveChartView::zoomChanged, this, [this]() {
        invalidate();
        emit zoomChanged();
    });
    retranslateUi();
}

ChartPanel::~ChartPanel()
{
    m_view->viewport()->removeEventFilter(this);
    m_view->removeEventFilter(this);
}

QChart *ChartPanel::chart() const
{
    return m_view->chart();
}

void ChartPanel::addControl(QWidget *widget)
{
    // Before Legend, Reset, Edit and Export. A label stays with the control that follows it (its buddy).
    QLayoutItem *legend = m_bar->takeAt(m_bar->count() - 4);
    QLayoutItem *reset = m_bar->takeAt(m_bar->count() - 3), *edit = m_bar->takeAt(m_bar->count() - 2);
    QLayoutItem *exporter = m_bar->takeAt(m_bar->count() - 1);
    if (!m_pendingLabel && qobject_cast<QLabel *>(widget)) {
        m_pendingLabel = widget;
    } else if (m_pendingLabel) {
        auto *pair = new QWidget(m_bar->parentWidget());
        auto *pairLayout = new QHBoxLayout(pair);
        pairLayout->setContentsMargins(0, 0, 0, 0);
        m_pendingLabel->setParent(pair);
        widget->setParent(pair);
        pairLayout->addWidget(m_pendingLabel);
        pairLayout->addWidget(widget);
        m_bar->addWidget(pair);
        m_pendingLabel = nullptr;
    } else {
        widget->setParent(m_bar->parentWidget());
        m_bar->addWidget(widget);
    }
    m_bar->addItem(legend);
    m_bar->addItem(reset);
    m_bar->addItem(edit);
    m_bar->addItem(exporter);
}

void ChartPanel::setStatus(const QString &text)
{
    m_viewStatus = text;
    showStatus();
}

void ChartPanel::showStatus()
{
    // The legend's key entries, when it had no room for them, on the status line: no height taken from the chart.
    const QString text = m_keyNote.isEmpty()      ? m_viewStatus
                         : m_viewStatus.isEmpty() ? tr("Lines: %1.").arg(m_keyNote)
                                                  : tr("%1 Lines: %2.").arg(m_viewStatus, m_keyNote);
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

void ChartPanel::setChart(QChart *chart, const QString &contentKey)
{
    QChart *old = m_view->chart();
    std::optional<ChartZoom> keep;
    if (old && contentKey == m_key && !m_key.isEmpty() && m_view->isZoomed())
        keep = chartRanges(old);
    localizeAxisNumbers(chart);
    m_view->setChart(chart); // the view releases the old chart: it is ours to delete
    delete old;
    m_key = contentKey;
    const bool empty = chart->objectName() == QLatin1String("emptyChart");
    if (m_editsFor && *m_editsFor != contentKey) { // other content: the edits made for the old one do not apply
        m_edits = {};
        m_editsFor.reset();
    } else if (!m_editsFor && !empty && !m_edits.isEmpty()) { // edits a session gave before its chart came
        m_editsFor = contentKey;
    }
    m_message->setVisible(empty);
    if (empty) {
        m_message->setText(chart->title());
        chart->setTitleBrush(Qt::transparent);
    }
    if (std::exchange(m_keysHidden, false)) { // the new chart's legend lists its keys until they do not fit
        m_keyNote.clear();
        showStatus();
    }
    m_defaults = chartDefaults(chart);
    if (!empty && !m_edits.isEmpty())
        applyChartEdits(chart, m_edits, m_defaults);
    m_view->setHome(chartRanges(chart));
    chart->legend()->setVisible(m_legendButton->isChecked());
    if (keep)
        applyChartRanges(chart, *keep);
    markSelection(chart, m_selection);
    watch(chart);
    invalidate();
    if (!m_hovered.isEmpty()) {
        m_hovered.clear();
        QToolTip::hideText();
    }
}

void ChartPanel::watch(QChart *chart)
{
    connect(chart, &QChart::plotAreaChanged, this, [this]() { invalidate(); });
    m_titleFont = chart->titleFont();
    connect(chart, &QChart::plotAreaChanged, this, &ChartPanel::fitTitles);
    m_legendFont = chart->legend()->font();
    m_roomyMargins = chart->margins();
    connect(chart, &QGraphicsWidget::geometryChanged, this, &ChartPanel::fitMargins);
    connect(chart, &QGraphicsWidget::geometryChanged, this, &ChartPanel::fitLegend);
    fitMargins();
    fitLegend();
    fitTitles();
    watchAxes(chart);
    for (QAbstractSeries *s : chart->series())
        if (auto *xy = qobject_cast<QXYSeries *>(s)) {
            connect(xy, &QXYSeries::pointsReplaced, this, [this]() { invalidate(); });
            connect(xy, &QAbstractSeries::visibleChanged, this, [this]() { invalidate(); });
        }
    // A legend entry hides and shows its series (and the lines of its group: ideal, fit); a
    // hidden one is drawn faded.
    for (QLegendMarker *m : chart->legend()->markers()) {
        connect(m, &QLegendMarker::clicked, this, [m, chart]() {
            QAbstractSeries *s = m->series();
            const bool show = !s->isVisible();
            const QVariant group = s->property(kLegendGroupProperty);
            for (QAbstractSeries *other : chart->series())
                if (other == s || (group.isValid() && other->property(kLegendGroupProperty) == group))
                    other->setVisible(show);
            for (QLegendMarker *hidden : chart->legend()->markers()) // Qt shows a marker again with its series
                if (hidden != m && hidden->series()->property(kLegendGroupProperty) == group && group.isValid())
                    hidden->setVisible(false);
            m->setVisible(true);
            QColor label = m->labelBrush().color();
            label.setAlphaF(s->isVisible() ? 1.0 : 0.4);
            m->setLabelBrush(label);
            QColor brush = m->brush().color();
            brush.setAlphaF(s->isVisible() ? 1.0 : 0.3);
            m->setBrush(brush);
        });
    }
}

// A short chart (a small window, a chart sharing its height with tables) gives the plot the room
// above and below it that Qt keeps empty: at 1024 × 700 that was a tenth of the Clusters chart.
void ChartPanel::fitMargins()
{
    QChart *c = chart();
    if (!c || c->size().isEmpty())
        return;
    constexpr qreal kShort = 340;
    constexpr int kTight = 6;
    QMargins m = m_roomyMargins;
    if (c->size().height() < kShort) {
        m.setTop(std::min(m.top(), kTight));
        m.setBottom(std::min(m.bottom(), kTight));
    }
    if (c->margins() != m)
        c->setMargins(m);
}

void ChartPanel::watchAxes(QChart *chart)
{
    for (QAbstractAxis *a : chart->axes()) {
        if (auto *v = qobject_cast<QValueAxis *>(a))
            connect(v, &QValueAxis::rangeChanged, this, &ChartPanel::invalidate, Qt::UniqueConnection);
        else if (auto *l = qobject_cast<QLogValueAxis *>(a))
            connect(l, &QLogValueAxis::rangeChanged, this, &ChartPanel::invalidate, Qt::UniqueConnection);
    }
}

void ChartPanel::setSelection(const QStringList &ids)
{
    m_selection = ids;
    if (chart())
        markSelection(chart(), ids);
}

void ChartPanel::place() const
{
    m_placedValid = true;
    m_hits.clear();
    if (QChart *c = chart())
        m_hits.build(c, c->sceneTransform() * m_view->viewportTransform()); // chart coordinates -> viewport
}

QStringList ChartPanel::pointsAt(const QPoint &pos) const
{
    if (!m_placedValid)
        place();
    return m_hits.at(pos);
}

QString ChartPanel::pointAt(const QPoint &pos) const
{
    const QStringList ids = pointsAt(pos);
    return ids.isEmpty() ? QString() : ids.first();
}

std::optional<QPoint> ChartPanel::pointPosition(const QString &id) const
{
    if (!m_placedValid)
        place();
    return m_hits.position(id);
}

void ChartPanel::hover(const QPoint &pos, const QPoint &globalPos)
{
    const QStringList ids = pointsAt(pos);
    const QString id = ids.isEmpty() ? QString() : ids.first();
    if (id == m_hovered)
        return;
    m_hovered = id;
    m_view->viewport()->setCursor(id.isEmpty() ? Qt::ArrowCursor : Qt::PointingHandCursor);
    if (!id.isEmpty() && m_tooltip) {
        QString text = m_tooltip(id);
        if (ids.size() > 1) // points on top of each other: say so, and which
            text += QStringLiteral("<br><i>") +
                    tr("%n more configuration(s) here: %1", nullptr, int(ids.size() - 1))
                        .arg(i18n::htmlEscaped(ids.mid(1, 4).join(QStringLiteral(", ")))) +
                    QStringLiteral("</i>");
        m_hoveredText = i18n::markedRich(text); // always rich, so escaped text shows as text
        QToolTip::showText(globalPos, m_hoveredText, m_view->viewport());
    } else {
        m_hoveredText.clear();
        QToolTip::hideText();
    }
    emit pointHovered(id);
}

bool ChartPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ContextMenu && (watched == m_view || watched == m_view->viewport())) {
        showMenu(static_cast<QContextMenuEvent *>(event)->globalPos());
        return true;
    }
    if (watched != m_view->viewport())
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseMove: {
        auto *me = static_cast<QMouseEvent *>(event);
        if (m_brush->isVisible()) {
            m_brush->setGeometry(QRect(m_brushFrom, me->position().toPoint()).normalized());
            return true;
        }
        if (m_lasso->isDrawing()) {
            m_lasso->extend(me->position().toPoint());
            return true;
        }
        if (me->buttons() == Qt::NoButton)
            hover(me->position().toPoint(), me->globalPosition().toPoint());
        break;
    }
    case QEvent::MouseButtonPress: {
        auto *me = static_cast<QMouseEvent *>(event);
        if (me->button() == Qt::LeftButton) {
            const QPoint at = me->position().toPoint();
            m_pressed = pointAt(at);
            m_pressedWith = me->modifiers();
            if (!m_pressed.isEmpty())
                return true;                           // a click on a point selects it; it does not start a zoom rectangle
            if (me->modifiers() & Qt::ShiftModifier) { // Shift-drag selects what it encloses, not a zoom
                if (lassoBrushing()) {
                    m_lasso->start(at);
                    return true;
                }
                m_brushFrom = at;
                m_brush->setGeometry(QRect(at, QSize()));
                m_brush->show();
                return true;
            }
        }
        break;
    }
    case QEvent::MouseButtonRelease: {
        auto *me = static_cast<QMouseEvent *>(event);
        if (me->button() == Qt::LeftButton && m_brush->isVisible()) {
            m_brush->hide();
            finishBrush(QRect(m_brushFrom, me->position().toPoint()).normalized(), m_pressedWith & Qt::ControlModifier);
            return true;
        }
        if (me->button() == Qt::LeftButton && m_lasso->isDrawing()) {
            m_lasso->extend(me->position().toPoint());
            finishLasso(m_lasso->finish(), m_pressedWith & Qt::ControlModifier);
            return true;
        }
        if (me->button() == Qt::LeftButton && !m_pressed.isEmpty()) {
            const QString id = pointAt(me->position().toPoint());
            const QString pressed = std::exchange(m_pressed, QString());
            if (id == pressed && (m_pressedWith & (Qt::ShiftModifier | Qt::ControlModifier)))
                emit pointToggled(id);
            else if (id == pressed)
                emit pointClicked(id);
            return true;
        }
        break;
    }
    case QEvent::ToolTip:
        // The scene's own tooltip handling would show its items' (empty) tooltip here, which hides
        // the point's: a tooltip stays while the pointer rests on its point, as widget tooltips do.
        if (!m_hovered.isEmpty()) {
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), m_hoveredText, m_view->viewport());
            return true;
        }
        break;
    case QEvent::Leave:
        if (!m_hovered.isEmpty()) {
            m_hovered.clear();
            QToolTip::hideText();
            emit pointHovered(QString());
        }
        break;
    case QEvent::Resize:
        invalidate();
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void ChartPanel::finishBrush(const QRect &area, bool add)
{
    if (area.width() < 3 && area.height() < 3) // a Shift-click on nothing
        return;
    if (!m_placedValid)
        place();
    emit pointsBrushed(m_hits.inside(area), add);
}

void ChartPanel::finishLasso(const QPolygon &outline, bool add)
{
    const QRect bounds = outline.boundingRect();
    if (outline.size() < 3 || (bounds.width() < 3 && bounds.height() < 3)) // a Shift-click on nothing
        return;
    if (!m_placedValid)
        place();
    emit pointsBrushed(m_hits.inside(QPolygonF(outline)), add);
}

std::optional<ChartZoom> ChartPanel::zoom() const
{
    return chart() && m_view->isZoomed() ? chartRanges(chart()) : std::nullopt;
}

void ChartPanel::setZoom(const std::optional<ChartZoom> &zoom)
{
    if (!chart())
        return;
    if (zoom)
        applyChartRanges(chart(), *zoom);
    else
        m_view->resetZoom();
    invalidate();
}

void ChartPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ChartPanel::retranslateUi()
{
    m_reset->setText(tr("Reset", "zoom")); // short: the bar holds the view's controls beside it
    m_reset->setToolTip(
        tr("Reset the zoom. Drag to zoom, wheel to zoom, middle-drag or arrow keys to pan, R or double-click to reset"));
    m_exportButton->setText(tr("Export…"));
    m_editButton->setText(tr("Edit…"));
    m_editButton->setToolTip(
        tr("Edit the chart's title, and each axis' title, range and scale (E on the chart, or right-click it)"));
    m_legendButton->setText(tr("Legend"));
    m_legendButton->setToolTip(tr("Show or hide the legend (click an entry in it to hide or show its series)"));
    m_exportButton->setToolTip(
        tr("Export the chart as PNG, SVG or PDF, or the data it plots as CSV (Ctrl+C on the chart copies it as an image)"));
}

} // namespace scalescope::charts
