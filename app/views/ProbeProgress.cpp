// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ProbeProgress.h"

#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

namespace scalescope::views {

ProbeProgress::ProbeProgress(QWidget *parent) : QWidget(parent)
{
    m_overall = new QProgressBar(this);
    m_overall->setObjectName(QStringLiteral("overallProgress"));
    m_suite = new QProgressBar(this);
    m_suiteLabel = new QLabel(this);
    m_suiteLabel->setObjectName(QStringLiteral("suiteProgressLabel"));
    m_suiteLabel->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_overall);
    layout->addWidget(m_suiteLabel);
    layout->addWidget(m_suite);
    for (QWidget *part : std::initializer_list<QWidget *>{m_overall, m_suite, m_suiteLabel})
        part->hide(); // shown from the first run on
}

void ProbeProgress::start()
{
    m_stopping = false;
    m_overall->show(); // stays, with the outcome, once the run ends
    m_suite->show();
    m_suiteLabel->show();
    m_overall->setRange(0, 1000);
    m_suite->setRange(0, 1000);
    m_overall->setValue(0);
    m_suite->setValue(0);
    showOutcome(QString());
}

void ProbeProgress::stopping()
{
    m_stopping = true;
}

void ProbeProgress::setProgress(const QString &suite, double suiteFraction, double overallFraction, double etaS)
{
    if (m_stopping) // the probe winds its suites down when cancelled: "cancelled at" keeps where it was
        return;
    m_overall->setValue(int(overallFraction * 1000));
    m_suite->setValue(int(suiteFraction * 1000));
    // The probe's estimate is for the suite under way: under half a second it is finishing, not "0 s".
    m_suiteLabel->setText(etaS < 0     ? suite
                          : etaS < 0.5 ? tr("%1 — finishing").arg(suite)
                                       : tr("%1 — about %2 s left").arg(suite).arg(qRound(etaS)));
}

void ProbeProgress::finish(const QString &outcome)
{
    m_stopping = false;
    m_suite->hide();
    m_suiteLabel->hide();
    m_suiteLabel->clear();
    m_suite->setValue(0);
    if (outcome == QLatin1String("complete"))
        m_overall->setValue(m_overall->maximum());
    showOutcome(outcome);
}

void ProbeProgress::showOutcome(const QString &outcome)
{
    m_outcome = outcome;
    m_overall->setFormat(outcome == QLatin1String("complete")    ? tr("complete")
                         : outcome == QLatin1String("cancelled") ? tr("cancelled at %p%")
                         : outcome == QLatin1String("stopped")   ? tr("stopped early at %p%")
                         : outcome == QLatin1String("failed")    ? tr("failed at %p%")
                                                                 : tr("overall %p%"));
}

void ProbeProgress::retranslateUi()
{
    showOutcome(m_outcome); // the bar keeps its words in the new language too
}

} // namespace scalescope::views
