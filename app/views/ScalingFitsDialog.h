// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Fits…: every fitted series' three fits side by side (formula, adjusted R², SMAPE, worst residual, AICc
// and its distance from the series' best), the one drawn marked. A double-click or Enter on a row
// draws that model for its series.
#include "app/charts/ScalingChartData.h"

#include <QDialog>

class QTableWidget;

namespace scalescope::views {

class ScalingFitsDialog : public QDialog
{
    Q_OBJECT
public:
    ScalingFitsDialog(const analysis::BenchmarkAnalysis &analysis, const charts::ScalingChartData &shown,
                      const charts::FitChoice &choice, QWidget *parent = nullptr);
    void setChoice(const charts::FitChoice &choice); // marks the fits drawn now
    QTableWidget *table() const { return m_table; }

signals:
    void modelChosen(const QString &seriesKey, const QString &model);

private:
    const analysis::ScalingSeries *series(const QString &key) const;
    const analysis::BenchmarkAnalysis &m_analysis;
    QList<std::pair<QString, QString>> m_rows; // (series key, model) per table row
    QTableWidget *m_table;
};

} // namespace scalescope::views
