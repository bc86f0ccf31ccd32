// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the Probe tab runs: this computer or a host reached with ssh (typed, or one remembered),
// and the command that starts the probe there, remembered per host.
#include "app/probe/ProbeProcess.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace scalescope::views {

class ProbeTargetBox : public QWidget
{
    Q_OBJECT
public:
    explicit ProbeTargetBox(QWidget *parent = nullptr);

    probe::ProbeTarget target() const; // this computer (no host) unless a host is typed or chosen
    // A typed host that would reach ssh as an option ("-oProxyCommand=…"), or empty.
    QString refusedHost() const;
    static QString refusedHostText(const QString &host);
    void remember(const probe::ProbeTarget &t); // a run started there: first in the list, its command kept
    void setRunning(bool running);              // a run keeps the target it started with
    void retranslateUi();

    QComboBox *hostBox() const { return m_host; }
    QLineEdit *commandEdit() const { return m_command; }

signals:
    void targetChanged();  // another host, or this computer: its devices are asked again
    void commandChanged(); // the probe's command on the chosen host

private:
    void onHostChosen();

    QLabel *m_hostLabel, *m_commandLabel;
    QComboBox *m_host;
    QLineEdit *m_command;
};

} // namespace scalescope::views
