// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ProbeBudgetBox.h"

#include <QSettings>

namespace scalescope::views {
namespace {

QString tookKey(int limit)
{
    return QStringLiteral("probe/tookSeconds/%1").arg(limit);
}

} // namespace

ProbeBudgetBox::ProbeBudgetBox(QWidget *parent) : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // long labels elide, not widen
    setMinimumContentsLength(16);
    addItem(QString(), 30);
    addItem(QString(), 120);
    addItem(QString(), 600);
    connect(this, &QComboBox::currentIndexChanged, this, [this] { setToolTip(currentData(Qt::ToolTipRole).toString()); });
}

void ProbeBudgetBox::rememberTook(double seconds)
{
    QSettings().setValue(tookKey(this->seconds()), qRound(seconds));
    retranslateUi();
}

void ProbeBudgetBox::retranslateUi()
{
    const QStringList names{tr("Quick"), tr("Standard"), tr("Thorough")};
    for (int i = 0; i < count() && i < names.size(); ++i) {
        const int limit = itemData(i).toInt();
        const QString limitText = limit >= 120 ? tr("%n min", nullptr, limit / 60) : tr("%n s", nullptr, limit);
        const int took = QSettings().value(tookKey(limit), 0).toInt();
        const QString tookText = took >= 120 ? tr("%n min", nullptr, qRound(took / 60.0)) : tr("%n s", nullptr, took);
        // The label stays short enough for the narrow control column; what it took is its tooltip.
        setItemText(i, tr("%1 (up to %2)").arg(names[i], limitText));
        setItemData(i,
                    took > 0 ? tr("The last complete run under this limit took %1 here.").arg(tookText)
                             : tr("No run under this limit has completed here yet."),
                    Qt::ToolTipRole);
    }
    setToolTip(currentData(Qt::ToolTipRole).toString());
}

} // namespace scalescope::views
