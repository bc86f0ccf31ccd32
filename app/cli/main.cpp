// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scalescope-cli: ScaleScope without a window.
#include "app/cli/AnalyzeCommand.h"
#include "app/cli/CheckCommand.h"
#include "app/cli/CliOutput.h"
#include "app/cli/ExportCommand.h"
#include "app/cli/ImportCommand.h"
#include "app/cli/PlanCommand.h"
#include "app/cli/ReportCommand.h"
#include "buildinfo/BuildInfo.h"
#include "core/i18n/Localization.h"

#include <QApplication>
#include <QCoreApplication>
#include <QHash>

#include <memory>
#include <new>

namespace {

class CliMain
{
    Q_DECLARE_TR_FUNCTIONS(CliMain)
public:
    static QString usage()
    {
        return tr("Usage: scalescope-cli COMMAND [options]\n"
                  "\n"
                  "Commands:\n"
                  "  import <path>...   read MLPerf Training results; print configurations and official scores\n"
                  "  analyze <path>...  speedup, efficiency, ε and scaling fits per accelerator model\n"
                  "  export <path>...   a chart as PNG, SVG or PDF, or its data as CSV\n"
                  "                     (--chart scaling|surface|clusters|ranking)\n"
                  "  report <path>...   the multi-page PDF report (--out report.pdf)\n"
                  "  plan <path>...     time to train, interval and cost for an accelerator and a count\n"
                  "                     (--accelerator ID --accelerators N, or --max-minutes T, --budget B)\n"
                  "  check-log <log>... result logs through the official compliance rules: the verdict and why\n"
                  "\n"
                  "Options:\n"
                  "  --help             show this help (after a command: that command's options)\n"
                  "  --version          show the version\n"
                  "  --lang en|ko       language of messages\n");
    }
};

// The value of --lang anywhere on the command line (it applies to every command).
QString languageArgument(const QStringList &args)
{
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            return args[i + 1];
        if (args[i].startsWith(QLatin1String("--lang=")))
            return args[i].mid(7);
    }
    return {};
}

// Qt's notes that say nothing to a person running a command (the offscreen platform cannot resize
// windows, XDG_RUNTIME_DIR is unset in a container) stay off standard error; everything else passes.
QtMessageHandler g_qtMessages = nullptr;

void quietQtNotes(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && (message.contains(QLatin1String("propagateSizeHints")) ||
                                 message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR"))))
        return;
    g_qtMessages(type, context, message);
}

} // namespace

int main(int argc, char *argv[])
{
    g_qtMessages = qInstallMessageHandler(quietQtNotes);
    // Charts need a GUI application; without a display it renders offscreen.
    const bool charts = argc > 1 && (qstrcmp(argv[1], "export") == 0 || qstrcmp(argv[1], "report") == 0);
    if (charts && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // QGuiApplication takes "-session"/"--session" for X11 session management and removes it from the
    // arguments; ours means a ScaleScope session, so it travels under another name past Qt.
    static char hidden[] = "--scalescope-session";
    for (int i = 1; i < argc; ++i)
        if (qstrcmp(argv[i], "--session") == 0 || qstrcmp(argv[i], "-session") == 0)
            argv[i] = hidden;
        else if (qstrncmp(argv[i], "--session=", 10) == 0)
            argv[i] = qstrdup(QByteArray(QByteArray(hidden) + (argv[i] + 9)).constData());
    std::unique_ptr<QCoreApplication> app =
        charts ? std::make_unique<QApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("ScaleScope"));
    QCoreApplication::setApplicationName(QStringLiteral("scalescope-cli"));
    QCoreApplication::setApplicationVersion(
        QStringLiteral("%1 (commit %2)")
            .arg(QLatin1String(scalescope::buildinfo::version()), QLatin1String(scalescope::buildinfo::commit())));
    using namespace scalescope::cli;

    QStringList args = QCoreApplication::arguments();
    for (QString &a : args)
        if (a.startsWith(QLatin1String(hidden)))
            a.replace(0, int(qstrlen(hidden)), QStringLiteral("--session"));
    const QString lang = languageArgument(args);
    if (!lang.isEmpty() && scalescope::i18n::normaliseLanguage(lang).isEmpty()) {
        printError(QStringLiteral("Unknown language '%1': use en or ko.\n").arg(lang));
        return Usage;
    }
    scalescope::i18n::installLanguage(lang.isEmpty() ? QStringLiteral("en") : lang);

    if (args.size() < 2) {
        printError(CliMain::usage());
        return Usage;
    }
    const QString command = args.at(1);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        return printOut(CliMain::usage()) ? Ok : NothingImported; // a full stdout is a failure
    }
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        return printOut(QStringLiteral("scalescope-cli %1\n").arg(QCoreApplication::applicationVersion())) ? Ok : NothingImported;
    }
    QStringList rest = args;
    rest.removeAt(1); // the parser sees "program [options] paths"
    const QHash<QString, int (*)(const QStringList &)> commands{
        {QStringLiteral("import"), &runImport}, {QStringLiteral("analyze"), &runAnalyze},
        {QStringLiteral("export"), &runExport}, {QStringLiteral("report"), &runReport},
        {QStringLiteral("plan"), &runPlan},     {QStringLiteral("check-log"), &runCheck}};
    if (const auto run = commands.value(command)) {
        try {
            return run(rest);
        } catch (const std::bad_alloc &) { // past the import (which names its file): say it, never abort
            printError(CliMain::tr("Not enough memory to finish '%1': close other programs or give it less data.").arg(command) +
                       QLatin1Char('\n'));
            return NothingImported;
        }
    }
    printError(CliMain::tr("Unknown command '%1'.").arg(command) + QLatin1String("\n\n") + CliMain::usage());
    return Usage;
}
