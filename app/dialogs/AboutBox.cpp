// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/AboutBox.h"

#include "buildinfo/BuildInfo.h"

#include <QCoreApplication>
#include <QFile>
#include <QMessageBox>

namespace scalescope::dialogs {

namespace {

class AboutText
{
    Q_DECLARE_TR_FUNCTIONS(AboutBox)
};

} // namespace

void showAboutBox(QWidget *parent)
{
    QString notices;
    for (const char *name : {":/scalescope/THIRD-PARTY.md", ":/scalescope/sample/NOTICE.md", ":/scalescope/rules/NOTICE.md"}) {
        QFile file(QString::fromLatin1(name));
        if (file.open(QIODevice::ReadOnly))
            notices += QString::fromUtf8(file.readAll()) + QLatin1Char('\n');
    }
    QMessageBox box(parent);
    box.setWindowTitle(AboutText::tr("About ScaleScope"));
    box.setTextFormat(Qt::RichText);
    box.setText(
        AboutText::tr("<p><b>ScaleScope</b> %1</p><p>Choose how many of which GPUs to train on, "
                      "from MLPerf Training results, a scaling model and measurements of your own "
                      "machine.</p>")
            .arg(AboutText::tr("%1 (commit %2)").arg(QLatin1String(buildinfo::version()), QLatin1String(buildinfo::commit()))));
    box.setInformativeText(AboutText::tr("ScaleScope is free software under the GNU General Public License, version 3 "
                                         "or later, and comes with no warranty. The embedded sample and rule table are "
                                         "derived from MLCommons' work under the Apache License 2.0. Show Details for "
                                         "every notice."));
    box.setDetailedText(notices);
    box.exec();
}

} // namespace scalescope::dialogs
