// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scalescope: the desktop application.
#include "app/MainWindow.h"
#include "app/dialogs/FontCheck.h"
#include "buildinfo/BuildInfo.h"
#include "core/i18n/Localization.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>
#include <QSettings>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace {

// --help and --version answer without a window, so they must not need a display (over SSH, in a
// container, or in a package check, QApplication aborts without one).
bool onlyAsksForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i)
        for (const char *option : {"--help", "-h", "--help-all", "--version", "-v", "-?"})
            if (qstrcmp(argv[i], option) == 0)
                return true;
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    const std::unique_ptr<QCoreApplication> instance =
        onlyAsksForText(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv) : std::make_unique<QApplication>(argc, argv);
    QCoreApplication &app = *instance;
    QCoreApplication::setOrganizationName(QStringLiteral("ScaleScope"));
    QCoreApplication::setApplicationName(QStringLiteral("ScaleScope"));
    QCoreApplication::setApplicationVersion(
        QStringLiteral("%1 (commit %2)")
            .arg(QLatin1String(scalescope::buildinfo::version()), QLatin1String(scalescope::buildinfo::commit())));
    // The desktop entry's name, so that Wayland and the task bar match the window to its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.scalescope.ScaleScope"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("ScaleScope: GPU scaling from MLPerf Training results"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption langOption(QStringLiteral("lang"), QStringLiteral("User interface language: en or ko."),
                                  QStringLiteral("LANG"));
    QCommandLineOption roundOption(QStringLiteral("round"), QStringLiteral("Round (X.Y) when the path has none."),
                                   QStringLiteral("X.Y"));
    // For smoke tests of an installation: quit after SECONDS, saying what is open on standard output
    // (exit status 1 when nothing could be opened).
    QCommandLineOption quitAfterOption(QStringLiteral("quit-after"),
                                       QStringLiteral("Quit after SECONDS, printing what is open (for smoke tests)."),
                                       QStringLiteral("SECONDS"));
    parser.addOption(langOption);
    parser.addOption(roundOption);
    parser.addOption(quitAfterOption);
    parser.addPositionalArgument(QStringLiteral("path"), QStringLiteral("MLPerf results to open."), QStringLiteral("[path...]"));
    parser.process(app);

    QString language = parser.value(langOption);
    if (language.isEmpty())
        language = QSettings().value(QStringLiteral("ui/language")).toString();
    if (scalescope::i18n::normaliseLanguage(language).isEmpty())
        language = scalescope::i18n::normaliseLanguage(QLocale::system().name());
    if (language.isEmpty())
        language = QStringLiteral("en");
    scalescope::i18n::installLanguage(language);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/scalescope/icons/scalescope.svg")));

    scalescope::MainWindow window;
    window.showAtStart();
    if (scalescope::i18n::currentLanguage() == QLatin1String("ko"))
        scalescope::dialogs::warnOnceIfNoHangulFont(&window);
    if (!parser.positionalArguments().isEmpty())
        window.openPaths(parser.positionalArguments(), parser.value(roundOption));
    else
        window.openSample(); // real data to explore from the first start
    if (parser.isSet(quitAfterOption)) {
        bool ok = false;
        const double seconds = parser.value(quitAfterOption).toDouble(&ok);
        if (!ok || !(seconds > 0 && seconds <= 86400)) {
            std::fprintf(stderr, "scalescope: --quit-after takes a number of seconds from 0 to 86400\n");
            return 2;
        }
        QTimer::singleShot(int(seconds * 1000), &app, [&window]() {
            const qsizetype open = window.dataset().configurations.size();
            std::printf("%s: %lld configurations open\n", qPrintable(window.windowTitle().remove(QLatin1String("[*]"))),
                        static_cast<long long>(open));
            std::fflush(stdout);
            QCoreApplication::exit(open > 0 ? 0 : 1);
        });
    }
    return app.exec();
}
