// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ScalingFitsDialog.h"

#include <QColor>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace scalescope::views {
namespace {

// One model's fit of a series, as the chart would draw it.
const analysis::ScalingFit &fitOf(const analysis::ScalingSeries &s, const QString &model)
{
    charts::FitChoice only;
    only.model = model;
    return charts::chosenFit(s, only);
}

QTableWidgetItem *cell(const QString &text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text); // plain text: series names come from files
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    item->setTextAlignment(align);
    return item;
}

} // namespace

ScalingFitsDialog::ScalingFitsDialog(const analysis::BenchmarkAnalysis &analysis, const charts::ScalingChartData &shown,
                                     const charts::FitChoice &choice, QWidget *parent)
    : QDialog(parent), m_analysis(analysis), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Fits of %1").arg(analysis.benchmark));
    m_table->setObjectName(QStringLiteral("fitsTable"));
    m_table->setColumnCount(9);
    m_table->setHorizontalHeaderLabels({tr("Series"), tr("Model"), tr("Formula"), tr("Adj. R²"), tr("SMAPE (%)"),
                                        tr("Worst residual (%)"), tr("AICc"), tr("ΔAICc"), tr("Drawn")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    const QLocale locale;
    const auto number = [&locale](double v, int decimals) { return locale.toString(v, 'f', decimals); };
    for (const charts::ScalingSeriesData &sd : shown.series) {
        const analysis::ScalingSeries *analysed = series(sd.seriesKey);
        if (!analysed || (!analysed->amdahl.ok && !analysed->power.ok && !analysed->extrap.ok))
            continue; // nothing to compare: too few points (the chart's tooltips say why)
        const analysis::ScalingFit *best = analysis::bestByAicc({&analysed->amdahl, &analysed->power, &analysed->extrap});
        for (const QString &model : {QStringLiteral("amdahl"), QStringLiteral("power"), QStringLiteral("extrap")}) {
            const analysis::ScalingFit &f = fitOf(*analysed, model);
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            m_rows << std::pair(analysed->key, model);
            m_table->setItem(row, 0, cell(sd.name));
            m_table->setItem(row, 1, cell(charts::fitModelTitle(model)));
            constexpr auto right = Qt::AlignRight | Qt::AlignVCenter;
            if (!f.ok) {
                m_table->setItem(row, 2, cell(analysis::fitReasonText(f.reason)));
                continue;
            }
            if (f.negativeSerialTime()) { // the formula says at once why it should not be chosen
                QTableWidgetItem *formula = cell(tr("%1 — not physical: negative serial time").arg(f.formula()));
                formula->setForeground(QColor(0xb0, 0, 0));
                formula->setToolTip(tr("The fit's constant (serial) time is negative, so its times fall towards zero "
                                       "and below as accelerators are added."));
                m_table->setItem(row, 2, formula);
            } else {
                m_table->setItem(row, 2, cell(f.formula()));
            }
            m_table->setItem(row, 3, cell(number(f.adjustedR2, 4), right));
            m_table->setItem(row, 4, cell(number(f.smape, 2), right));
            m_table->setItem(row, 5, cell(number(100 * f.maxRelativeResidual, 1), right));
            m_table->setItem(row, 6, cell(f.aicc ? number(*f.aicc, 2) : tr("too few points"), right));
            m_table->setItem(row, 7, cell(f.aicc && best ? number(*f.aicc - *best->aicc, 2) : QString(), right));
        }
    }
    auto *note = new QLabel(tr("AICc compares the models on the relative residuals they are fitted on; the lowest wins, and a "
                               "difference under 2 means little. Double-click a row, or press Enter, to draw that model "
                               "for its series."),
                            this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(note);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row) {
        if (row < 0 || row >= m_rows.size())
            return;
        const analysis::ScalingSeries *s = series(m_rows[row].first);
        if (s && fitOf(*s, m_rows[row].second).ok) // a model without a fit draws nothing
            emit modelChosen(m_rows[row].first, m_rows[row].second);
    });
    setChoice(choice);
    m_table->resizeColumnsToContents(); // after the drawn rows are bold
    // No wider or taller than the screen (at 1024 × 700 the last column, the note and the buttons were
    // off its edge): the table scrolls sideways instead.
    const QRect room = (parentWidget() ? parentWidget()->screen() : screen())->availableGeometry();
    resize(std::min({1100, m_table->horizontalHeader()->length() + 60, room.width() - 24}), std::min(520, room.height() - 48));
}

const analysis::ScalingSeries *ScalingFitsDialog::series(const QString &key) const
{
    for (const analysis::ScalingSeries &s : m_analysis.scaling.series)
        if (s.key == key)
            return &s;
    return nullptr;
}

void ScalingFitsDialog::setChoice(const charts::FitChoice &choice)
{
    for (int row = 0; row < m_rows.size(); ++row) {
        const analysis::ScalingSeries *s = series(m_rows[row].first);
        const bool drawn = s && charts::chosenFit(*s, choice).ok && charts::chosenFit(*s, choice).model == m_rows[row].second;
        m_table->setItem(row, 8, cell(drawn ? QStringLiteral("●") : QString(), Qt::AlignCenter));
        for (int col = 0; col < m_table->columnCount(); ++col)
            if (QTableWidgetItem *item = m_table->item(row, col)) {
                QFont f = item->font();
                f.setBold(drawn);
                item->setFont(f);
            }
    }
}

} // namespace scalescope::views
