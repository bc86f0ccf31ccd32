// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Fits…: every fitted series' three fits side by side (formula, adjusted R², SMAPE, worst residual, AICc
// and its distance from the series' best), the one drawn marked. A double-click or Enter on a row
// draws that model for its series.
#include "app/charts/ScalingChartData.h"

#include <QDialog>

class QTableWidget;

namespace scalescope {

class ScalingFitsDialog : public QDialog
{
    Q_OBJECT
public:
    ScalingFitsDialog(const BenchmarkAnalysis &analysis, const ScalingChartData &shown, const FitChoice &choice,
                      QWidget *parent = nullptr);
    void setChoice(const FitChoice &choice); // marks the fits drawn now
    QTableWidget *table() const { return m_table; }

signals:
    void modelChosen(const QString &seriesKey, const QString &model);

private:
    const ScalingSeries *series(const QString &key) const;
    const BenchmarkAnalysis &m_analysis;
    QList<std::pair<QString, QString>> m_rows; // (series key, model) per table row
    QTableWidget *m_table;
};

} // namespace scalescope
