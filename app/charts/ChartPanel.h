// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one chart panel every chart tab uses: it owns swapping a chart in and out, hover and click
// on points (each point carries its configuration id), the selection ring, zoom, pan and reset,
// legend entries that hide and show their series, and export. Points are found by their position
// on screen (not by Qt Charts' hover on the series, which light-marker series never report), so
// hover and click work on every chart, at 100,000 points too.
#include "app/charts/ChartEdits.h"
#include "app/charts/ChartExport.h"
#include "app/charts/ChartHitIndex.h"
#include "app/charts/ChartOptions.h"

#include <QFont>
#include <QMargins>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QChart;
class QBoxLayout;
class QHBoxLayout;

namespace scalescope::charts {
class FlowLayout;
}
class QLabel;
class QRubberBand;
class QToolButton;
class QXYSeries;

namespace scalescope::charts {

class InteractiveChartView;
class LassoOverlay;
class LegendList;

// Whether a Shift-drag on a chart draws a free-hand lasso rather than a rectangle: one choice for
// every chart, kept in the settings.
bool lassoBrushing();

// What Export… writes: the chart rebuilt fresh (so a chart never shown exports correctly) and
// its plotted data as CSV.
struct ChartExportSpec
{
    QString baseName; // file name suggested, without the extension
    ChartMaker make;
    std::function<QByteArray()> csv;
    QString title;       // as the chart holds it: HTML, file text escaped
    QString description; // plain text
};

class ChartPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ChartPanel(QWidget *parent = nullptr);
    ~ChartPanel() override;

    // Shows `chart` (the panel owns it; the old chart is deleted). When `contentKey` equals the
    // previous chart's and that one was zoomed, the new chart keeps the zoom.
    void setChart(QChart *chart, const QString &contentKey = {});
    QChart *chart() const;
    InteractiveChartView *view() const { return m_view; }

    // Controls of the view that owns the panel, placed in its bar before Reset and Export.
    void addControl(QWidget *widget);
    void setStatus(const QString &text); // a short line in the bar: what is shown and why not the rest

    void setSelection(const QStringList &ids);
    const QStringList &selection() const { return m_selection; }
    // The provider returns HTML: file text in it escaped (htmlEscaped), plain text as richTextOf's body.
    void setTooltipProvider(std::function<QString(const QString &id)> provider) { m_tooltip = std::move(provider); }
    void setExportSpec(const ChartExportSpec &spec) { m_export = spec; }
    const ChartExportSpec &exportSpec() const { return m_export; }
    void exportChart();

    // The zoom as the user left it (nullopt when not zoomed), and setting it (sessions).
    std::optional<ChartZoom> zoom() const;
    void setZoom(const std::optional<ChartZoom> &zoom);

    // Titles and scales changed by hand (Edit Chart…), kept while the view rebuilds the same content.
    const ChartEdits &edits() const { return m_edits; }
    void setEdits(const ChartEdits &edits);
    void editChart(); // the Edit Chart dialog (E on the chart, its menu, the Edit… button)
    void copyImage(); // the chart as shown, as an image on the clipboard (Ctrl+C on the chart)

    // Where a configuration's point is drawn, in viewport coordinates (for tests driving the mouse).
    std::optional<QPoint> pointPosition(const QString &id) const;
    // The configuration whose point is nearest to `viewportPos`, within a few pixels.
    QString pointAt(const QPoint &viewportPos) const;
    // Every configuration with a point within a few pixels, nearest first (points can overlap).
    QStringList pointsAt(const QPoint &viewportPos) const;
    QString hovered() const { return m_hovered; }

signals:
    void pointClicked(const QString &id);
    void pointToggled(const QString &id);                 // Shift- or Ctrl-click: in or out of the selection
    void pointsBrushed(const QStringList &ids, bool add); // Shift-drag, rectangle or lasso (Ctrl+Shift: added)
    void pointHovered(const QString &id);                 // empty when the pointer leaves the points
    void zoomChanged();
    void editsChanged();
    void exported(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void invalidate() { m_placedValid = false; }
    void place() const;
    void watch(QChart *chart);
    void watchAxes(QChart *chart);
    void showMenu(const QPoint &globalPos);
    ChartMaker shownChartMaker() const; // the view's chart rebuilt with the edits and zoom shown
    void fitLegend();
    void fitMargins();
    void fitTitles();                 // ChartPanelTitles.cpp
    bool fitLegendRow(QChart *chart); // ChartPanelLegend.cpp
    bool legendBelow(QChart *chart) const;
    void placeLegendList(bool below);
    void hover(const QPoint &viewportPos, const QPoint &globalPos);
    void finishBrush(const QRect &area, bool add);
    void finishLasso(const QPolygon &outline, bool add);
    void toggleLasso(); // L, or the menu: Shift-drag draws a lasso, or a rectangle again
    void showStatus();

    InteractiveChartView *m_view;
    FlowLayout *m_bar;
    QWidget *m_pendingLabel = nullptr; // a label added, waiting for the control it names
    QLabel *m_status;
    QLabel *m_message;               // an empty chart's message
    QString m_viewStatus, m_keyNote; // the view's status; what the lines mean, when the legend has no room for it
    bool m_keysHidden = false;
    LegendList *m_legendList;        // the legend beside or below the chart, when the chart's own cannot hold it
    bool m_legendAside = false;      // the list shows the legend (the chart's own is hidden)
    bool m_legendMoveQueued = false; // the list moves beside or below the chart after this layout pass
    QBoxLayout *m_chartRow;          // the chart and the list beside it
    QBoxLayout *m_panelLayout;       // the bar, the chart row, the list below it, the status
    QPointer<QChart> m_listedChart;  // the chart whose entries the list holds
    QFont m_legendFont;              // the chart's own legend font, before fitting
    QFont m_titleFont;               // the chart's own title font, before fitting
    QMargins m_roomyMargins;         // the chart's own margins, before fitMargins()
    QToolButton *m_reset, *m_exportButton, *m_legendButton, *m_editButton;
    ChartEdits m_edits;
    std::optional<QString> m_editsFor; // the content key the edits were made on; nullopt: the next content's
    ChartDefaults m_defaults;          // the shown chart's own titles and scales
    QString m_key;
    QStringList m_selection;
    QString m_hoveredText; // its tooltip, shown again when the scene would hide it
    QString m_hovered, m_pressed;
    Qt::KeyboardModifiers m_pressedWith;
    QRubberBand *m_brush;  // the Shift-drag rectangle, on the viewport
    LassoOverlay *m_lasso; // the Shift-drag outline, when brushing with a lasso
    QPoint m_brushFrom;
    std::function<QString(const QString &)> m_tooltip;
    ChartExportSpec m_export;
    mutable ChartHitIndex m_hits; // placed when first asked after a change
    mutable bool m_placedValid = false;
};

} // namespace scalescope::charts
