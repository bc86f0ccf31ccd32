// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Export Report: which benchmark, which paper and which sections go into the PDF. Paper and
// sections are remembered; the benchmark starts at the one the tabs show.
#include "app/report/ReportWriter.h"

#include <QDialog>
#include <QMap>

class QCheckBox;
class QComboBox;
class QLabel;

namespace scalescope::report {

class ReportDialog : public QDialog
{
    Q_OBJECT
public:
    // `probeShown`: a probe run is on the Probe tab, so its section can be chosen.
    ReportDialog(const QStringList &benchmarks, const QString &current, int selected, bool probeShown, bool hpcShown,
                 QWidget *parent = nullptr);

    // The choices as report options (selection and probe run are the caller's); saved on accept.
    ReportOptions options() const;
    void accept() override;

private:
    QComboBox *m_benchmark;
    QComboBox *m_page;
    QMap<ReportSection, QCheckBox *> m_sections;
    QLabel *m_selectionNote;
};

} // namespace scalescope::report
