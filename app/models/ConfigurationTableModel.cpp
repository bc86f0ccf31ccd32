// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/models/ConfigurationTableModel.h"

#include "core/i18n/SafeText.h"
#include "core/model/AcceleratorCatalog.h"

#include <QLocale>

namespace scalescope::models {

ConfigurationTableModel::ConfigurationTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void ConfigurationTableModel::setConfigurations(QList<model::Configuration> configurations)
{
    beginResetModel();
    m_configs = std::move(configurations);
    endResetModel();
}

void ConfigurationTableModel::setAnalysis(const std::shared_ptr<const analysis::BenchmarkAnalysis> &analysis)
{
    m_derived.clear();
    m_analysedBenchmark = analysis ? analysis->benchmark : QString();
    if (analysis) {
        for (int i = 0; i < analysis->configurations.size(); ++i) {
            Derived d;
            if (const analysis::ConfigurationScaling *s = analysis->scaling.find(i)) {
                d.speedup = s->speedup;
                d.efficiency = s->efficiency;
                d.epsilonEff = s->epsilonEff;
            }
            if (analysis->method) {
                const int label = analysis->method->labels.value(i, -1);
                if (label >= 0)
                    d.cluster = label + 1;
                d.rank = analysis->method->configurationRanking.rank.value(i);
            }
            m_derived.insert(analysis->configurations[i].id, d);
        }
    }
    if (!m_configs.isEmpty())
        emit dataChanged(index(0, Speedup), index(rowCount() - 1, Rank));
}

int ConfigurationTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_configs.size());
}

int ConfigurationTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString availabilityText(const QString &category)
{
    if (category == QLatin1String("onprem"))
        return ConfigurationTableModel::tr("on-premise");
    if (category == QLatin1String("cloud"))
        return ConfigurationTableModel::tr("cloud");
    if (category == QLatin1String("preview"))
        return ConfigurationTableModel::tr("preview");
    if (category == QLatin1String("research"))
        return ConfigurationTableModel::tr("research");
    return category;
}

QVariant ConfigurationTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_configs.size())
        return {};
    const model::Configuration &c = m_configs[index.row()];
    if (role == IdRole)
        return c.id;
    if (role == Qt::TextAlignmentRole) {
        switch (index.column()) {
        case Accelerators:
        case Nodes:
        case ScoreMinutes:
        case Throughput:
        case PerAcceleratorThroughput:
        case AcceleratorMinutes:
        case EnergyKj:
        case HostCoresPerAccelerator:
        case Speedup:
        case Efficiency:
        case EpsilonEff:
        case Cluster:
        case Rank:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == ScoreMinutes && !c.scoreMinutes)
        return tr("No official score");
    if (role == Qt::ToolTipRole && index.column() == Accelerators && c.cpuOnly)
        return tr("CPU-only system: the count is of processors");
    const bool derivedColumn = index.column() >= Speedup && index.column() <= Rank;
    if (role == Qt::ToolTipRole && derivedColumn && !m_derived.contains(c.id))
        return m_analysedBenchmark.isEmpty()
                   ? tr("No analysis yet")
                   : i18n::richTextOf(
                         tr("Not in the analysis shown (benchmark %1, with its filters and scope)").arg(m_analysedBenchmark));
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    const bool display = role == Qt::DisplayRole;
    const Derived d = m_derived.value(c.id);
    switch (index.column()) {
    case Round:
        return c.round;
    case Org:
        return c.org;
    case Submitter:
        return c.submitter;
    case System:
        return c.system;
    case Benchmark:
        return c.benchmark;
    case Accelerator:
        return c.cpuOnly && display ? tr("(CPU only)") : c.accelerator;
    case Accelerators:
        return c.accelerators ? QVariant(*c.accelerators) : QVariant();
    case Nodes:
        return c.nodes ? QVariant(*c.nodes) : QVariant();
    case ScoreMinutes:
        if (!c.scoreMinutes)
            return display ? QVariant(tr("n/a")) : QVariant();
        return display ? QVariant(QLocale().toString(*c.scoreMinutes, 'f', 3)) : QVariant(*c.scoreMinutes);
    case ValidRuns:
        return display ? QVariant(QStringLiteral("%1 / %2").arg(c.validRunCount()).arg(c.runs.size()))
                       : QVariant(c.validRunCount());
    case Division:
        return c.division;
    case Availability:
        return display ? availabilityText(c.availability) : c.availability;
    case SystemName:
        return c.systemName;
    case CatalogEntry: {
        const auto *e = model::AcceleratorCatalog::embedded().find(c.catalogId);
        return e ? e->name : (display ? tr("(not in catalog)") : QString());
    }
    case Throughput:
        return number(c.throughput, 0, display);
    case PerAcceleratorThroughput:
        return number(c.perAcceleratorThroughput, 1, display);
    case AcceleratorMinutes:
        return number(c.acceleratorMinutes, 1, display);
    case EnergyKj:
        return number(c.energyKj, 1, display);
    case HostCpu:
        return c.hostCpu;
    case HostCoresPerAccelerator:
        return number(c.hostCoresPerAccelerator, 1, display);
    case Interconnect:
        return c.interconnect;
    case Framework:
        return c.framework;
    case Source:
        return c.source;
    case Speedup:
        return number(d.speedup, 2, display);
    case Efficiency:
        return number(d.efficiency, 3, display);
    case EpsilonEff:
        if (!d.epsilonEff)
            return {};
        return display ? QVariant(QLocale().toString(*d.epsilonEff, 'g', 3)) : QVariant(*d.epsilonEff);
    case Cluster:
        return d.cluster ? QVariant(*d.cluster) : QVariant();
    case Rank:
        return d.rank ? QVariant(*d.rank) : QVariant();
    default:
        return {};
    }
}

QVariant ConfigurationTableModel::number(std::optional<double> v, int decimals, bool display)
{
    if (!v)
        return {};
    return display ? QVariant(QLocale().toString(*v, 'f', decimals)) : QVariant(*v);
}

bool ConfigurationTableModel::shownByDefault(int column)
{
    switch (column) {
    case Round:
    case Org:
    case System:
    case Benchmark:
    case Accelerator:
    case Accelerators:
    case ScoreMinutes:
    case ValidRuns:
    case Nodes:
    case Throughput:
    case AcceleratorMinutes:
    case Division:
    case Availability:
    case Efficiency:
    case Rank:
        return true;
    default:
        return false;
    }
}

QVariant ConfigurationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Round:
        return tr("Round");
    case Org:
        return tr("Organisation");
    case Submitter:
        return tr("Submitter");
    case System:
        return tr("System");
    case Benchmark:
        return tr("Benchmark");
    case Accelerator:
        return tr("Accelerator");
    case Accelerators:
        return tr("Accelerators");
    case Nodes:
        return tr("Nodes");
    case ScoreMinutes:
        return tr("Time to train (min)");
    case ValidRuns:
        return tr("Valid runs");
    case Division:
        return tr("Division");
    case Availability:
        return tr("Availability");
    case SystemName:
        return tr("System name");
    case CatalogEntry:
        return tr("Catalog entry");
    case Throughput:
        return tr("Throughput (samples/s)");
    case PerAcceleratorThroughput:
        return tr("Per accelerator (samples/s)");
    case AcceleratorMinutes:
        return tr("Accelerator-minutes");
    case EnergyKj:
        return tr("Energy to train (kJ)");
    case HostCpu:
        return tr("Host CPU");
    case HostCoresPerAccelerator:
        return tr("Host cores per accelerator");
    case Interconnect:
        return tr("Interconnect");
    case Framework:
        return tr("Framework");
    case Source:
        return tr("Source");
    case Speedup:
        return tr("Speedup");
    case Efficiency:
        return tr("Efficiency");
    case EpsilonEff:
        return tr("ε_eff");
    case Cluster:
        return tr("Cluster");
    case Rank:
        return tr("Rank");
    default:
        return {};
    }
}

void ConfigurationTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_configs.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace scalescope::models
