// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a probe run measures: its suites and precisions as check boxes, as the probe's --list offers
// them (none until it has answered: a run then takes the probe's own defaults); a box the user
// turned off stays off when the list changes.
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QLabel;

namespace scalescope::charts {
class FlowLayout;
} // namespace scalescope::charts

namespace scalescope::views {

class ProbeSuitePicker : public QWidget
{
    Q_OBJECT
public:
    explicit ProbeSuitePicker(QWidget *parent = nullptr);

    void setOffered(const QStringList &suites, const QStringList &precisions); // from --list
    QStringList suiteNames() const { return m_suiteNames; }                    // empty until the probe has listed them
    QStringList chosenSuites() const;
    QStringList chosenPrecisions() const;
    void retranslateUi();
    // As wide as two suites side by side (a flow's own hint is every box on one row, which would
    // take the charts' width), as tall as the boxes need at that width.
    QSize sizeHint() const override;

private:
    struct Boxes
    {
        QStringList names;
        QList<QCheckBox *> boxes;
    };
    // Replaces `boxes` with one per name in `flow`; those unchecked stay unchecked, new ones start
    // checked when `onAtFirst` names them.
    void offer(Boxes &boxes, charts::FlowLayout *flow, const QString &objectPrefix, const QStringList &names,
               const QStringList &onAtFirst);
    static QStringList chosen(const Boxes &boxes);

    QLabel *m_suiteLabel, *m_precisionLabel, *m_waiting;
    charts::FlowLayout *m_suiteFlow, *m_precisionFlow;
    Boxes m_suites, m_precisions;
    QStringList m_suiteNames;
};

} // namespace scalescope::views
