// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel's edits and what leaves the panel: the chart's context menu, Edit Chart…, Copy Image
// and Export…, each of the chart as shown (its edits and zoom); and the brush's shape.
#include "app/charts/ChartEditDialog.h"
#include "app/charts/ChartExportDialog.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/InteractiveChartView.h"
#include "core/i18n/SafeText.h"

#include <QChart>
#include <QKeySequence>
#include <QMenu>
#include <QSettings>
#include <QToolTip>

#include <utility>

namespace scalescope::charts {

void ChartPanel::setEdits(const ChartEdits &edits)
{
    m_edits = edits;
    QChart *c = chart();
    if (!c || c->objectName() == QLatin1String("emptyChart")) {
        m_editsFor.reset(); // for the chart that comes next
        return;
    }
    m_editsFor = m_key;
    const ChartDefaults before = chartDefaults(c);
    if (applyChartEdits(c, m_edits, m_defaults)) {
        // A replaced axis starts at its new range, which is also where Reset takes it back to.
        watchAxes(c);
        const ChartDefaults after = chartDefaults(c);
        const std::optional<ChartZoom> now = chartRanges(c);
        std::optional<ChartZoom> home = m_view->home();
        if (now && home) {
            if (after.xLog != before.xLog)
                home->xMin = now->xMin, home->xMax = now->xMax;
            if (after.yLog != before.yLog)
                home->yMin = now->yMin, home->yMax = now->yMax;
        }
        m_view->setHome(home ? home : now);
    }
    invalidate();
}

void ChartPanel::editChart()
{
    QChart *c = chart();
    if (!c || c->objectName() == QLatin1String("emptyChart"))
        return;
    ChartEditDialog dialog(c, m_edits, m_defaults, this);
    if (dialog.exec() != QDialog::Accepted || !chart())
        return;
    const ChartEditResult r = dialog.result();
    const ChartDefaults scalesBefore = chartDefaults(chart());
    const std::optional<ChartZoom> shown = chartRanges(chart());
    setEdits(r.edits);
    const ChartDefaults scalesAfter = chartDefaults(chart());
    const std::optional<ChartZoom> home = m_view->home();
    if (shown && home) {
        // Each axis: as typed; the chart's own range when asked for or after a change of scale; else as it was.
        const auto pick = [](const RangeChoice &choice, bool scaleKept, double shownLo, double shownHi, double homeLo,
                             double homeHi) {
            if (choice.changed && choice.range)
                return *choice.range;
            if (!choice.changed && scaleKept)
                return std::pair(shownLo, shownHi);
            return std::pair(homeLo, homeHi);
        };
        const auto [x0, x1] = pick(r.x, scalesBefore.xLog == scalesAfter.xLog, shown->xMin, shown->xMax, home->xMin, home->xMax);
        const auto [y0, y1] = pick(r.y, scalesBefore.yLog == scalesAfter.yLog, shown->yMin, shown->yMax, home->yMin, home->yMax);
        applyChartRanges(chart(), ChartZoom{x0, x1, y0, y1});
    }
    invalidate();
    emit editsChanged();
    emit zoomChanged();
}

ChartMaker ChartPanel::shownChartMaker() const
{
    if (!m_export.make)
        return {};
    // What is shown: the view's chart rebuilt, with the edits and the zoom.
    return [inner = m_export.make, edits = m_edits, z = zoom()]() {
        QChart *c = inner();
        if (!edits.isEmpty())
            applyChartEdits(c, edits, chartDefaults(c));
        if (z)
            applyChartRanges(c, *z);
        return c;
    };
}

void ChartPanel::copyImage()
{
    const ChartMaker make = shownChartMaker();
    if (!make)
        return;
    // Twice the size on screen, for a sharp image in a document or a slide.
    copyToClipboard(make, ExportSize{m_view->width() * 2, m_view->height() * 2, 192});
    emit exported(ChartExportDialog::clipboardTarget());
}

void ChartPanel::showMenu(const QPoint &globalPos)
{
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("chartMenu"));
    QAction *zoomOut = menu.addAction(tr("Zoom &Out"), this, [this]() {
        if (chart()) {
            chart()->zoomOut();
            emit zoomChanged();
        }
    });
    zoomOut->setShortcut(QKeySequence(Qt::Key_Minus));
    menu.addAction(tr("&Reset Zoom"), m_view, &InteractiveChartView::resetZoom)->setShortcut(QKeySequence(Qt::Key_R));
    menu.addSeparator();
    QAction *edit = menu.addAction(tr("&Edit Chart…"), this, &ChartPanel::editChart);
    edit->setShortcut(QKeySequence(Qt::Key_E));
    QAction *copy = menu.addAction(tr("&Copy Image"), this, &ChartPanel::copyImage);
    copy->setShortcut(QKeySequence::Copy);
    menu.addAction(tr("E&xport…"), this, &ChartPanel::exportChart);
    menu.addSeparator();
    QAction *lasso = menu.addAction(tr("&Lasso Selection (Shift-drag)"), this, &ChartPanel::toggleLasso);
    lasso->setCheckable(true);
    lasso->setChecked(lassoBrushing());
    lasso->setShortcut(QKeySequence(Qt::Key_L));
    const bool drawn = chart() && chart()->objectName() != QLatin1String("emptyChart");
    for (QAction *a : {zoomOut, edit})
        a->setEnabled(drawn);
    copy->setEnabled(static_cast<bool>(m_export.make));
    menu.exec(globalPos);
}

bool lassoBrushing()
{
    return QSettings().value(QStringLiteral("charts/brush")).toString() == QLatin1String("lasso");
}

void ChartPanel::toggleLasso()
{
    const bool lasso = !lassoBrushing();
    QSettings().setValue(QStringLiteral("charts/brush"), lasso ? QStringLiteral("lasso") : QStringLiteral("rectangle"));
    // Said where the user looks; the menu shows the choice too.
    QWidget *viewport = m_view->viewport();
    QToolTip::showText(viewport->mapToGlobal(viewport->rect().center()),
                       lasso ? tr("Shift-drag now draws a lasso around the points to select (L: a rectangle again).")
                             : tr("Shift-drag now draws a rectangle around the points to select (L: a lasso)."),
                       viewport);
}

void ChartPanel::exportChart()
{
    const ChartMaker make = shownChartMaker();
    if (!make)
        return;
    const QString title = m_edits.title.isEmpty() ? m_export.title : i18n::htmlEscaped(m_edits.title);
    const QString path = ChartExportDialog::run(this, m_export.baseName, make, m_export.csv ? m_export.csv() : QByteArray(),
                                                title, m_export.description);
    if (!path.isEmpty())
        emit exported(path);
}

} // namespace scalescope::charts
