// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scalescope: the desktop application.
#include "app/MainWindow.h"
#include "app/dialogs/FontCheck.h"
#include "core/i18n/Localization.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>
#include <QSettings>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("ScaleScope"));
    QCoreApplication::setApplicationName(QStringLiteral("ScaleScope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SCALESCOPE_VERSION));
    // The desktop entry's name, so that Wayland and the task bar match the window to its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.scalescope.ScaleScope"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/scalescope/icons/scalescope.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("ScaleScope: GPU scaling from MLPerf Training results"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption langOption(QStringLiteral("lang"), QStringLiteral("User interface language: en or ko."),
                                  QStringLiteral("LANG"));
    QCommandLineOption roundOption(QStringLiteral("round"), QStringLiteral("Round (X.Y) when the path has none."),
                                   QStringLiteral("X.Y"));
    parser.addOption(langOption);
    parser.addOption(roundOption);
    parser.addPositionalArgument(QStringLiteral("path"), QStringLiteral("MLPerf results to open."), QStringLiteral("[path...]"));
    parser.process(app);

    QString language = parser.value(langOption);
    if (language.isEmpty())
        language = QSettings().value(QStringLiteral("ui/language")).toString();
    if (scalescope::normaliseLanguage(language).isEmpty())
        language = scalescope::normaliseLanguage(QLocale::system().name());
    if (language.isEmpty())
        language = QStringLiteral("en");
    scalescope::installLanguage(language);

    scalescope::MainWindow window;
    window.showAtStart();
    if (scalescope::currentLanguage() == QLatin1String("ko"))
        scalescope::warnOnceIfNoHangulFont(&window);
    if (!parser.positionalArguments().isEmpty())
        window.openPaths(parser.positionalArguments(), parser.value(roundOption));
    else
        window.openSample(); // real data to explore from the first start
    return app.exec();
}
