// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/report/ReportDialog.h"
#include "app/report/ReportChoices.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace scalescope::report {

ReportDialog::ReportDialog(const QStringList &benchmarks, const QString &current, int selected, bool probeShown, bool hpcShown,
                           QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("reportDialog"));
    setWindowTitle(tr("Export Report"));
    const ReportChoices remembered = rememberedReportChoices();

    m_benchmark = new QComboBox(this);
    m_benchmark->setObjectName(QStringLiteral("reportBenchmark"));
    m_benchmark->addItems(benchmarks);
    m_benchmark->setCurrentIndex(std::max(0, int(benchmarks.indexOf(current))));
    m_page = new QComboBox(this);
    m_page->setObjectName(QStringLiteral("reportPage"));
    m_page->addItem(tr("A4 (210 × 297 mm)"), int(QPageSize::A4));
    m_page->addItem(tr("Letter (8.5 × 11 in)"), int(QPageSize::Letter));
    m_page->setCurrentIndex(std::max(0, m_page->findData(int(remembered.page))));
    auto *form = new QFormLayout;
    form->addRow(tr("&Benchmark:"), m_benchmark);
    form->addRow(tr("&Paper:"), m_page);

    auto *sectionsBox = new QGroupBox(tr("Sections (the title page with the data and settings is always there)"), this);
    auto *sectionsLayout = new QVBoxLayout(sectionsBox);
    const QList<QPair<ReportSection, QString>> sections = {
        {ReportSection::Results, tr("&Results table: the 25 best-ranked configurations")},
        {ReportSection::Scaling, tr("&Scaling: time to train and efficiency with their fits")},
        {ReportSection::Surface, tr("Efficiency s&urface and the precision what-if")},
        {ReportSection::Clusters, tr("&Clusters: scatter and profiles")},
        {ReportSection::Ranking, tr("R&anking: recommendation and Pareto front")},
        {ReportSection::Sensitivity, tr("Se&nsitivity: the winner with other weights and k")},
        {ReportSection::Hpc, tr("MLPerf &HPC: weak scaling and the supercomputers beside the GPU clusters")},
        {ReportSection::Probe, tr("This &machine: the probe run shown on the Probe tab")},
        {ReportSection::ImportDiagnostics, tr("Import &diagnostics")},
    };
    for (const auto &[section, text] : sections) {
        auto *box = new QCheckBox(text, sectionsBox);
        box->setChecked(remembered.sections.testFlag(section));
        sectionsLayout->addWidget(box);
        m_sections.insert(section, box);
    }
    if (!hpcShown) {
        QCheckBox *hpc = m_sections.value(ReportSection::Hpc);
        hpc->setChecked(false);
        hpc->setEnabled(false);
        hpc->setToolTip(tr("Open MLPerf HPC results (hpc_results_v0.7 or later) to include it."));
    }
    QCheckBox *probe = m_sections.value(ReportSection::Probe);
    if (!probeShown) {
        probe->setChecked(false);
        probe->setEnabled(false);
        probe->setToolTip(tr("Run the probe or open a saved run on the Probe tab to include it."));
    }

    m_selectionNote = new QLabel(this);
    m_selectionNote->setWordWrap(true);
    m_selectionNote->setText(selected > 0
                                 ? tr("The %n selected configuration(s) are marked with a ring in the charts.", nullptr, selected)
                                 : tr("Select configurations in any tab to mark them in the report's charts."));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Save as PDF…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(sectionsBox);
    layout->addWidget(m_selectionNote);
    layout->addWidget(buttons);
}

ReportOptions ReportDialog::options() const
{
    ReportOptions o;
    o.benchmark = m_benchmark->currentText();
    o.page = QPageSize::PageSizeId(m_page->currentData().toInt());
    o.sections = {};
    for (auto it = m_sections.cbegin(); it != m_sections.cend(); ++it)
        if (it.value()->isChecked() && it.value()->isEnabled())
            o.sections |= it.key();
    return o;
}

void ReportDialog::accept()
{
    // A section unavailable now (no probe run, no HPC data) stays as the user last chose it.
    ReportChoices remembered{options().page, options().sections};
    const ReportSections before = rememberedReportChoices().sections;
    for (ReportSection s : {ReportSection::Probe, ReportSection::Hpc})
        if (!m_sections.value(s)->isEnabled())
            remembered.sections.setFlag(s, before.testFlag(s));
    rememberReportChoices(remembered);
    QDialog::accept();
}

} // namespace scalescope::report
