// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The configurations of a dataset as a table: one row per configuration, numbers as numbers so
// that sorting is numeric; missing values are empty cells.
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/model/Configuration.h"

#include <QAbstractTableModel>
#include <QHash>

#include <memory>

namespace scalescope::models {

class ConfigurationTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Round,
        Org,
        System,
        Benchmark,
        Accelerator,
        Accelerators,
        ScoreMinutes,
        ValidRuns,
        Nodes,
        Submitter,
        Division,
        Availability,
        SystemName,
        CatalogEntry,
        Throughput,
        PerAcceleratorThroughput,
        AcceleratorMinutes,
        HostCpu,
        HostCoresPerAccelerator,
        Interconnect,
        Framework,
        Source,
        // From the analysis shown (empty for configurations it does not hold)
        Speedup,
        Efficiency,
        EpsilonEff,
        Cluster,
        Rank,
        // Added after the analysis columns so that saved header layouts keep their meaning
        EnergyKj,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int IdRole = Qt::UserRole + 2;

    explicit ConfigurationTableModel(QObject *parent = nullptr);

    void setConfigurations(QList<model::Configuration> configurations);
    // The analysis' figures for the derived columns (speedup, E, ε_eff, cluster, rank); null clears them.
    void setAnalysis(const std::shared_ptr<const analysis::BenchmarkAnalysis> &analysis);
    const QList<model::Configuration> &configurations() const { return m_configs; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Columns shown until the user chooses otherwise.
    static bool shownByDefault(int column);

    // Headers are translated on demand; call after a language change.
    void retranslate();

private:
    struct Derived
    {
        std::optional<double> speedup, efficiency, epsilonEff;
        std::optional<int> cluster, rank;
    };
    static QVariant number(std::optional<double> v, int decimals, bool display);
    QList<model::Configuration> m_configs;
    QHash<QString, Derived> m_derived; // by configuration id
    QString m_analysedBenchmark;
};

// Availability category as shown to the user ("on-premise", "cloud", ...), translated.
QString availabilityText(const QString &category);

} // namespace scalescope::models
