// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ProbeTargetBox.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>

namespace scalescope::views {
namespace {

QString remembered(const QString &host)
{
    return QSettings().value(QStringLiteral("probe/remoteCommand/%1").arg(host), QStringLiteral("scalescope-probe")).toString();
}

} // namespace

ProbeTargetBox::ProbeTargetBox(QWidget *parent) : QWidget(parent)
{
    m_hostLabel = new QLabel(this);
    m_host = new QComboBox(this);
    m_host->setObjectName(QStringLiteral("probeHost"));
    m_host->setEditable(true); // a new host is typed: user@node or an alias of ~/.ssh/config
    m_host->setInsertPolicy(QComboBox::NoInsert);
    m_host->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_host->setMinimumContentsLength(16);
    m_host->addItem(QString());
    m_host->addItems(QSettings().value(QStringLiteral("probe/hosts")).toStringList());
    m_hostLabel->setBuddy(m_host);
    m_commandLabel = new QLabel(this);
    m_command = new QLineEdit(this);
    m_command->setObjectName(QStringLiteral("probeRemoteCommand"));
    m_command->setEnabled(false);
    m_commandLabel->setBuddy(m_command);
    connect(m_host, &QComboBox::activated, this, &ProbeTargetBox::onHostChosen);
    connect(m_host->lineEdit(), &QLineEdit::editingFinished, this, &ProbeTargetBox::onHostChosen);
    connect(m_command, &QLineEdit::editingFinished, this, [this] {
        const probe::ProbeTarget t = target();
        if (!t.isRemote())
            return;
        QSettings().setValue(QStringLiteral("probe/remoteCommand/%1").arg(t.host), t.command);
        emit commandChanged();
    });
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapAllRows); // labels above: the column stays narrow
    form->addRow(m_hostLabel, m_host);
    form->addRow(m_commandLabel, m_command);
}

probe::ProbeTarget ProbeTargetBox::target() const
{
    probe::ProbeTarget t;
    const QString host = m_host->currentText().trimmed();
    // "-o…" would reach ssh as an option, not a destination: such text is not a host.
    if (host.isEmpty() || host == m_host->itemText(0) || host.startsWith(QLatin1Char('-')))
        return t;
    t.host = host;
    const QString command = m_command->text().trimmed();
    t.command = command.isEmpty() ? QStringLiteral("scalescope-probe") : command;
    return t;
}

// A host chosen or typed: its remembered probe command.
void ProbeTargetBox::onHostChosen()
{
    const QString host = target().host;
    m_command->setEnabled(!host.isEmpty());
    m_command->setText(host.isEmpty() ? QString() : remembered(host));
    emit targetChanged();
}

void ProbeTargetBox::remember(const probe::ProbeTarget &t)
{
    if (!t.isRemote())
        return;
    QSettings settings;
    QStringList hosts = settings.value(QStringLiteral("probe/hosts")).toStringList();
    hosts.removeAll(t.host);
    hosts.prepend(t.host);
    settings.setValue(QStringLiteral("probe/hosts"), hosts.mid(0, 20));
    settings.setValue(QStringLiteral("probe/remoteCommand/%1").arg(t.host), t.command);
    if (m_host->findText(t.host) < 0)
        m_host->insertItem(1, t.host);
    m_host->setCurrentIndex(m_host->findText(t.host));
}

QString ProbeTargetBox::refusedHost() const
{
    const QString host = m_host->currentText().trimmed();
    return host.startsWith(QLatin1Char('-')) ? host : QString();
}

QString ProbeTargetBox::refusedHostText(const QString &host)
{
    return tr("\"%1\" is not a host name: a name that starts with \"-\" would reach ssh as an option. Type a host "
              "such as node01 or user@node01.")
        .arg(host);
}

void ProbeTargetBox::setRunning(bool running)
{
    m_host->setEnabled(!running);
    m_command->setEnabled(!running && target().isRemote());
}

void ProbeTargetBox::retranslateUi()
{
    m_hostLabel->setText(tr("Run &on:"));
    // A typed host is the edit text of item 0 until a run remembers it: renaming item 0 must not
    // turn the target back into this computer.
    const QString typed = m_host->currentText();
    const bool typedHost = !typed.trimmed().isEmpty() && (m_host->currentIndex() != 0 || typed != m_host->itemText(0));
    m_host->setItemText(0, tr("This computer"));
    m_host->setEditText(typedHost ? typed : m_host->itemText(0));
    m_host->setToolTip(tr("This computer, or a host reached with ssh: user@node or an alias of ~/.ssh/config. ssh must "
                          "log in with a key, without a password."));
    m_commandLabel->setText(tr("Probe co&mmand:"));
    m_command->setPlaceholderText(QStringLiteral("scalescope-probe"));
    m_command->setToolTip(tr("What starts the probe on that host, e.g. scalescope-probe, a full path, or "
                             "mpirun -np 4 scalescope-probe-mpi. Remembered for each host."));
}

} // namespace scalescope::views
