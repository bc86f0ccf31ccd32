// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Asks how to export a chart: format (PNG, SVG, PDF, the plotted data as CSV, or an image on the
// clipboard), size and resolution; then where. Remembers the choices.
#include "app/charts/ChartExport.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QSpinBox;

namespace scalescope::charts {

class ChartExportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ChartExportDialog(QWidget *parent = nullptr);
    QString format() const; // "png", "svg", "pdf", "csv", "clipboard"
    ExportSize exportSize() const;

    // The value run() returns when the chart went to the clipboard (no file).
    static QString clipboardTarget();

    // Runs the dialog and the file dialog, then exports; messages on failure. Returns the file
    // written (or clipboardTarget()), empty when the user cancelled or the write failed.
    static QString run(QWidget *parent, const QString &baseName, const ChartMaker &make, const QByteArray &csv,
                       const QString &title, const QString &description);

private:
    void enableSizes(); // a size means nothing to CSV

    QComboBox *m_format;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QSpinBox *m_dpi;
};

} // namespace scalescope::charts
