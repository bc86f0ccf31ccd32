// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/HelpDialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace scalescope::dialogs {

HelpDialog::HelpDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("helpDialog"));
    m_browser = new QTextBrowser(this);
    m_browser->setOpenLinks(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(640, 560);
    retranslateUi();
}

void HelpDialog::showSection(const QString &section)
{
    m_section = section;
    m_browser->scrollToAnchor(section);
}

QString HelpDialog::text() const
{
    return m_browser->toPlainText();
}

void HelpDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void HelpDialog::retranslateUi()
{
    setWindowTitle(tr("ScaleScope Help"));
    const auto section = [](const char *anchor, const QString &title, const QString &body) {
        return QStringLiteral("<a name=\"%1\"></a><h3>%2</h3>%3").arg(QLatin1String(anchor), title, body);
    };
    QString html = tr("<p>ScaleScope shows how MLPerf Training results scale with the number of accelerators, which "
                      "configurations the three-phase method recommends, and how your own machine compares. The bar above "
                      "the tabs chooses the benchmark, where references are chosen and whether only the table's filtered "
                      "rows are analysed; every tab shows that one analysis. Select a configuration anywhere and every tab "
                      "shows it.</p>");
    html += section("table", tr("Table"),
                    tr("<p>One row per result folder: its official score (the olympic mean of its valid runs, as MLCommons "
                       "computes it), accelerators, runs, and the analysis' figures (efficiency, rank). Filter with the boxes "
                       "and search (Ctrl+F); right-click the header to choose columns. The Details pane shows how the score "
                       "was computed and every run.</p>"));
    html += section(
        "scaling", tr("Scaling"),
        tr("<p>A metric against accelerators on log axes, one series per accelerator model (per round when "
           "references are per round). Dashed: ideal scaling from the series' reference; solid: the Amdahl fit "
           "T = a + b/k, least squares on relative residuals (weights 1/T²), with its ε in the legend and its R² and worst "
           "relative residual in each point's tooltip. "
           "Choose <i>Amdahl fit residual</i> to see how far each point lies from its fit. Hover a point for its "
           "configuration, click it to select it, click a legend entry to hide its series.</p>"));
    html += section("weak", tr("Weak scaling"),
                    tr("<p>MLPerf HPC's weak scaling: many models trained at once on one machine. Each point is a result: "
                       "N models, trained to the target in the time from the first run_start to the last run_stop. "
                       "<i>Scaled speedup</i> is Gustafson's S = N · T1 / that time, T1 being one model's time alone (the "
                       "same machine's strong-scaling time at the model's size where one was measured, else the models' "
                       "own mean); the ideal is S = N. Gustafson's law S = N − α(N − 1) and Amdahl's "
                       "S = 1/(ε + (1 − ε)/N) are fitted to the points, and the text below says what each predicts at the "
                       "largest system. Hover a point for its figures, click it to select it.</p>"));
    html += section("surface", tr("Efficiency surface"),
                    tr("<p>E(k, ε) = 1/(k·ε + 1 − ε): the colour is the efficiency at relative size k and non-parallel "
                       "fraction ε; the lines are E = 0.9 … 0.1. Each configuration sits at its k and measured ε_eff. "
                       "<i>Compute faster by</i> moves every point to ε' = f·ε/(f·ε + 1 − ε): faster compute with the same "
                       "communication lowers efficiency (f below 1 is a slowdown). The read-out gives E before and after and "
                       "the real gain T/T' for the selection. <i>Whole grid</i> shows k up to 10⁶ and ε 10⁻⁸ … 10⁻¹.</p>"));
    html += tr("<p>With MLPerf HPC results open, <i>MLPerf HPC systems</i> places the supercomputers' strong scaling "
               "beside the benchmark, and <i>Show: supercomputers vs GPU clusters (Végh)</i> draws every benchmark's "
               "configurations by accelerator family (Piz Daint's P100s, the V100 machines, A100, H100/H200, Fugaku's "
               "and Cori's CPU-only processors) with their medians and the sentence the numbers support.</p>");
    html += section("clusters", tr("Clusters"),
                    tr("<p>Phase 1 keeps the variables that vary, are present and are not near-copies of each other "
                       "(tick or untick to decide yourself); phase 2 clusters the configurations on them. The sweep shows "
                       "k = 2 … 10 with four indices; ★ marks the k each prefers (silhouette and Calinski–Harabasz: higher "
                       "is better; Davies–Bouldin: lower; inertia: its elbow). Click a row to use that k. Pale points were "
                       "placed from the variables they have, some being missing.</p>"));
    html += section("ranking", tr("Ranking"),
                    tr("<p>TOPSIS ranks the configurations and clusters by the weighted criteria: move a slider and only "
                       "the ranking runs again. The Pareto chart shows the configurations no other beats on both time and "
                       "accelerators. File ▸ Export Report writes all of it as a PDF.</p>"));
    html += section("planner", tr("Planner"),
                    tr("<p>Time to train for an accelerator and a count nobody measured, from that accelerator's fitted "
                       "series, with a 95 % prediction interval, the efficiency and ε at that count, and the cost; or the "
                       "cheapest configurations that train within a time, or the fastest within a budget. The planned point "
                       "appears on the Scaling tab.</p>"));
    html += section("probe", tr("Probe"),
                    tr("<p>Measures this computer (or its GPUs): matrix throughput, memory and host bandwidth, latency, "
                       "all-reduce and a synthetic data-parallel training step. Runs are kept under Runs; compare two "
                       "runs, and the training step appears as \"this machine\" on the Scaling tab and the surface.</p>"));
    html +=
        section("keys", tr("Shortcuts"),
                tr("<table cellspacing=\"4\">"
                   "<tr><td>Ctrl+O, Ctrl+Shift+O</td><td>open a file, open a folder</td></tr>"
                   "<tr><td>Ctrl+Alt+O</td><td>add a folder to what is open</td></tr>"
                   "<tr><td>Ctrl+S, Ctrl+Shift+S</td><td>save the session, save it as</td></tr>"
                   "<tr><td>Ctrl+Tab, Ctrl+Shift+Tab, Ctrl+PgDown, Ctrl+PgUp</td><td>next and previous tab</td></tr>"
                   "<tr><td>Alt+T, Alt+S, Alt+W, Alt+U, Alt+L, Alt+K, Alt+A, Alt+P</td><td>the tabs</td></tr>"
                   "<tr><td>Ctrl+F</td><td>search the table</td></tr>"
                   "<tr><td>Ctrl+R</td><td>the import report</td></tr>"
                   "<tr><td>Ctrl+E, Ctrl+Shift+P</td><td>export the filtered table, export the report</td></tr>"
                   "<tr><td>On a chart: drag, wheel, + and −</td><td>zoom</td></tr>"
                   "<tr><td>On a chart: middle-drag, arrow keys</td><td>pan</td></tr>"
                   "<tr><td>On a chart: R, double-click</td><td>reset the zoom</td></tr>"
                   "<tr><td>On a chart: E, right-click</td><td>edit its title, axis ranges and scales; the chart's menu</td></tr>"
                   "<tr><td>On a chart: Ctrl+C</td><td>copy the chart as an image</td></tr>"
                   "<tr><td>On a chart: Shift-drag, Ctrl+Shift-drag</td><td>select the points enclosed, add them</td></tr>"
                   "<tr><td>On a chart: L</td><td>Shift-drag draws a free-hand lasso, or a rectangle again</td></tr>"
                   "<tr><td>On a chart or the table: Ctrl-click, Shift-click</td><td>add to the selection or take out</td></tr>"
                   "</table>"));
    m_browser->setHtml(html);
    if (!m_section.isEmpty())
        m_browser->scrollToAnchor(m_section);
}

} // namespace scalescope::dialogs
