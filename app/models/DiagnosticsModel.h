// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Import diagnostics as a two-level tree: one row per file, its diagnostics below (line,
// severity, message). Messages are produced on demand, so a language switch re-translates them.
// A minimum severity filters what is shown. Files are shown relative to the folder that was
// opened (its name first), the full path in the tooltip.
#include "core/model/Diagnostic.h"

#include <QAbstractItemModel>

namespace scalescope::models {

class DiagnosticsModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column
    {
        Location,
        Severity_,
        Message,
        ColumnCount
    };

    explicit DiagnosticsModel(QObject *parent = nullptr);

    // `roots`: what was opened (folders or files), for showing paths relative to them.
    void setDiagnostics(const model::Diagnostics &diagnostics, const QStringList &roots = {});
    void setMinimumSeverity(model::Severity s);
    QString shownPath(const QString &file) const;
    // Where a diagnostic points, in full: a file's absolute path; a configuration id (notes about a
    // configuration, not a file) as it is, never glued to the working folder.
    static QString fullLocation(const QString &file);
    // The diagnostic at an index (a row below a file), or null for a file row.
    const model::Diagnostic *diagnosticAt(const QModelIndex &index) const;
    int fileCount() const { return static_cast<int>(m_files.size()); }
    int shownCount() const;
    QString toText() const; // everything shown, for the clipboard
    void retranslate();

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct FileGroup
    {
        QString file;
        QList<model::Diagnostic> items;
    };
    void rebuild();
    model::Diagnostics m_all;
    QStringList m_roots; // absolute, cleaned
    model::Severity m_minimum = model::Severity::Info;
    QList<FileGroup> m_files;
};

} // namespace scalescope::models
