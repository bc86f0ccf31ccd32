// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/SourceProblemDialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace scalescope::dialogs {
namespace {

class SourceProblemText
{
    Q_DECLARE_TR_FUNCTIONS(SourceProblemDialog)
};

// Where to look first: the nearest folder of the old path that still exists.
QString nearestExistingFolder(const QString &path)
{
    QDir dir = QFileInfo(path).dir();
    while (!dir.exists() && !dir.isRoot())
        dir.setPath(QFileInfo(dir.path()).path());
    return dir.exists() ? dir.path() : QDir::homePath();
}

} // namespace

// (A using-declaration: lupdate takes a qualified return type for the function's own scope.)
using io::SourceDecision;

SourceDecision askAboutSource(QWidget *parent, const QString &path, io::SourceProblem problem)
{
    const QString shown = QDir::toNativeSeparators(path);
    for (;;) {
        QMessageBox box(parent);
        box.setObjectName(QStringLiteral("sourceProblemBox"));
        box.setIcon(QMessageBox::Warning);
        box.setWindowTitle(SourceProblemText::tr("Open Session"));
        box.setTextFormat(Qt::PlainText); // the path comes from the session file
        QPushButton *locate = nullptr, *useAsIs = nullptr;
        if (problem == io::SourceProblem::Missing) {
            box.setText(SourceProblemText::tr("The session's source %1 is not there any more: it was moved, renamed or deleted.")
                            .arg(shown));
            box.setInformativeText(
                SourceProblemText::tr("Locate it to go on with it (the session then remembers the new place), or continue "
                                      "without it."));
            locate = box.addButton(SourceProblemText::tr("&Locate…"), QMessageBox::AcceptRole);
        } else {
            box.setText(
                SourceProblemText::tr("The session's source %1 has changed since the session was saved: its results are not the "
                                      "ones the session was made with.")
                    .arg(shown));
            box.setInformativeText(
                SourceProblemText::tr("Use it as it is now (the analysis will differ from the saved one), or continue "
                                      "without it."));
            useAsIs = box.addButton(SourceProblemText::tr("&Use It As It Is Now"), QMessageBox::AcceptRole);
        }
        QPushButton *skip = box.addButton(SourceProblemText::tr("Continue &Without It"), QMessageBox::DestructiveRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(locate ? locate : useAsIs);
        box.exec();
        if (box.clickedButton() == skip)
            return {io::SourceDecision::Skip, {}};
        if (useAsIs && box.clickedButton() == useAsIs)
            return {io::SourceDecision::UseAsIs, {}};
        if (!locate || box.clickedButton() != locate)
            return {io::SourceDecision::Cancel, {}};
        // Tables and datasets are files; anything else opened was an MLPerf folder ("training_v4.0"
        // has a dot, so the suffix alone does not say).
        const QString suffix = QFileInfo(path).suffix().toLower();
        const bool folder = suffix != QLatin1String("csv") && suffix != QLatin1String("json");
        const QString start = nearestExistingFolder(path);
        const QString found =
            folder ? QFileDialog::getExistingDirectory(parent, SourceProblemText::tr("Locate %1").arg(shown), start)
                   : QFileDialog::getOpenFileName(parent, SourceProblemText::tr("Locate %1").arg(shown), start);
        if (!found.isEmpty())
            return {io::SourceDecision::Locate, QDir::cleanPath(QFileInfo(found).absoluteFilePath())};
        // the file dialog was closed: ask again
    }
}

} // namespace scalescope::dialogs
