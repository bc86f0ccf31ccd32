// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/models/DiagnosticsModel.h"
#include "core/i18n/SafeText.h"

#include <QBrush>
#include <QColor>
#include <QDir>
#include <QFileInfo>
#include <QMap>

namespace scalescope::models {
namespace {

constexpr quintptr kTopLevel = ~quintptr(0);

int rank(model::Severity s)
{
    return s == model::Severity::Error ? 2 : s == model::Severity::Warning ? 1 : 0;
}

} // namespace

DiagnosticsModel::DiagnosticsModel(QObject *parent) : QAbstractItemModel(parent) {}

void DiagnosticsModel::setDiagnostics(const model::Diagnostics &diagnostics, const QStringList &roots)
{
    m_all = diagnostics;
    m_roots.clear();
    for (const QString &r : roots)
        m_roots << QDir::cleanPath(QFileInfo(r).absoluteFilePath());
    rebuild();
}

QString DiagnosticsModel::shownPath(const QString &file) const
{
    if (file.isEmpty())
        return tr("(no file)");
    const QString abs = QDir::cleanPath(QFileInfo(file).absoluteFilePath());
    for (const QString &root : m_roots) {
        // Relative to the folder that holds the opened one, so its name comes first.
        if (abs == root || abs.startsWith(root + QLatin1Char('/')))
            return QDir::toNativeSeparators(QFileInfo(root).dir().relativeFilePath(abs));
    }
    return QDir::toNativeSeparators(file);
}

QString DiagnosticsModel::fullLocation(const QString &file)
{
    const QFileInfo info(file);
    if (file.isEmpty() || (!info.isAbsolute() && !info.exists()))
        return file;
    return QDir::toNativeSeparators(info.absoluteFilePath());
}

const model::Diagnostic *DiagnosticsModel::diagnosticAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kTopLevel)
        return nullptr;
    return &m_files[static_cast<int>(index.internalId())].items[index.row()];
}

void DiagnosticsModel::setMinimumSeverity(model::Severity s)
{
    m_minimum = s;
    rebuild();
}

void DiagnosticsModel::rebuild()
{
    beginResetModel();
    m_files.clear();
    QMap<QString, int> at;
    for (const model::Diagnostic &d : std::as_const(m_all)) {
        if (rank(d.severity) < rank(m_minimum))
            continue;
        auto it = at.find(d.file);
        if (it == at.end()) {
            it = at.insert(d.file, static_cast<int>(m_files.size()));
            m_files.append(FileGroup{d.file, {}});
        }
        m_files[*it].items.append(d);
    }
    endResetModel();
}

int DiagnosticsModel::shownCount() const
{
    int n = 0;
    for (const FileGroup &g : m_files)
        n += static_cast<int>(g.items.size());
    return n;
}

QString DiagnosticsModel::toText() const
{
    QString out;
    for (const FileGroup &g : m_files)
        for (const model::Diagnostic &d : g.items)
            out += shownPath(d.file) + (d.line > 0 ? QLatin1Char(':') + QString::number(d.line) : QString()) +
                   QStringLiteral(": ") + model::severityName(d.severity) + QStringLiteral(": ") + model::diagnosticMessage(d) +
                   QLatin1Char('\n');
    return out;
}

void DiagnosticsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_files.isEmpty()) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        for (int i = 0; i < m_files.size(); ++i) {
            const QModelIndex p = index(i, 0);
            if (rowCount(p) > 0)
                emit dataChanged(index(0, 0, p), index(rowCount(p) - 1, ColumnCount - 1, p));
        }
    }
}

QModelIndex DiagnosticsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_files.size() ? createIndex(row, column, kTopLevel) : QModelIndex();
    if (parent.internalId() != kTopLevel || parent.row() >= m_files.size())
        return {};
    return row < m_files[parent.row()].items.size() ? createIndex(row, column, quintptr(parent.row())) : QModelIndex();
}

QModelIndex DiagnosticsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kTopLevel)
        return {};
    return createIndex(static_cast<int>(child.internalId()), 0, kTopLevel);
}

int DiagnosticsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_files.size());
    if (parent.internalId() == kTopLevel && parent.column() == 0 && parent.row() < m_files.size())
        return static_cast<int>(m_files[parent.row()].items.size());
    return 0;
}

int DiagnosticsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant DiagnosticsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kTopLevel) {
        const FileGroup &g = m_files[index.row()];
        if (role == Qt::DisplayRole && index.column() == Location)
            return shownPath(g.file);
        if (role == Qt::ToolTipRole && index.column() == Location)
            return i18n::richTextOf(fullLocation(g.file));
        if (role == Qt::DisplayRole && index.column() == Message)
            return tr("%n problem(s)", nullptr, static_cast<int>(g.items.size()));
        return {};
    }
    const model::Diagnostic &d = m_files[static_cast<int>(index.internalId())].items[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Location:
            return d.line > 0 ? tr("line %1").arg(d.line) : QString();
        case Severity_:
            return model::severityName(d.severity);
        case Message:
            return model::diagnosticMessage(d);
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Severity_ && d.severity == model::Severity::Error)
        return QBrush(QColor(180, 0, 0));
    if (role == Qt::ToolTipRole)
        return i18n::richTextOf(QStringLiteral("%1%2\n%3")
                                    .arg(fullLocation(d.file),
                                         d.line > 0 ? QLatin1Char(':') + QString::number(d.line) : QString(),
                                         model::diagnosticMessage(d)));
    return {};
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Location:
        return tr("File / line");
    case Severity_:
        return tr("Severity");
    case Message:
        return tr("Message");
    default:
        return {};
    }
}

} // namespace scalescope::models
