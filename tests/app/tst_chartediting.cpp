// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Editing a chart as a person does: a right-click on the chart (or E on it) opens Edit Chart…, where
// the title, each axis' title, range and scale are typed; the chart shows them, hover still finds
// the points, Ctrl+C copies the chart as shown, Export… writes it with the edits, and a session
// brings them back. Mouse events go through the window system (QTEST_QPA_MOUSE_HANDLING), so a
// right-click asks for the context menu as it does on a desktop.
#include "AppTestSupport.h"
#include "app/charts/ChartEditDialog.h"
#include "app/views/ScalingView.h"
#include "core/i18n/Localization.h"

#include <QChart>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMenu>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QToolTip>
#include <QValueAxis>

#include <functional>

using namespace scalescope;

namespace {

const QString kCoreweave = QStringLiteral("4.0/NVIDIA/coreweave_hgxh100_n448_ngc23.04_mxnet/resnet");

QAbstractAxis *axis(charts::ChartPanel *panel, Qt::Orientation o)
{
    return panel->chart()->axes(o).first();
}

void typeInto(QWidget *dialog, const QString &name, const QString &text)
{
    auto *edit = dialog->findChild<QLineEdit *>(name);
    QVERIFY2(edit, qPrintable(name));
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

// The text of a PDF as pdftotext reads it, on one line ("fi" as two letters).
QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput()).replace(QChar(0xFB01), QLatin1String("fi")).simplified();
}

bool showScaling(MainWindow &w)
{
    w.resize(1400, 900);
    w.show();
    w.openSample();
    if (!test::waitForData(w))
        return false;
    w.tabs()->setCurrentWidget(w.scalingView());
    w.scalingView()->setMetric(charts::ScalingMetric::TimeToTrain); // the view remembers the last test's
    return QTest::qWaitForWindowExposed(&w) && test::clickPoint(w.scalingView()->panel(), QString());
}

} // namespace

class TestChartEditing : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeChartEditingTests"));
        QSettings().clear();
        i18n::installLanguage(QStringLiteral("en"));
    }

    // Right-click ▸ Edit Chart…: a title with markup in it is shown as the text typed, the vertical
    // range is the one typed, the accelerator axis turns linear (its title no longer says "log
    // scale"), and the points are still where the mouse finds them. Reset Zoom keeps the edits.
    void rightClickEditsTitleRangeAndScale()
    {
        MainWindow w;
        QVERIFY(showScaling(w));
        charts::ChartPanel *panel = w.scalingView()->panel();
        QVERIFY(qobject_cast<QLogValueAxis *>(axis(panel, Qt::Horizontal)));
        QVERIFY(axis(panel, Qt::Horizontal)->titleText().contains(QLatin1String("log scale")));
        bool menuSeen = false, dialogSeen = false;
        test::onNext<QMenu>([&](QMenu *menu) {
            menuSeen = true;
            QStringList items;
            for (QAction *a : menu->actions())
                items << a->text();
            QVERIFY2(items.contains(QStringLiteral("&Edit Chart…")) && items.contains(QStringLiteral("&Copy Image")),
                     qPrintable(items.join(QLatin1Char('|'))));
            test::onNext<charts::ChartEditDialog>([&](charts::ChartEditDialog *dialog) {
                dialogSeen = true;
                typeInto(dialog, QStringLiteral("chartTitle"), QStringLiteral("ResNet <b>on H100</b> & friends"));
                typeInto(dialog, QStringLiteral("yAxisFrom"), QStringLiteral("0.1"));
                typeInto(dialog, QStringLiteral("yAxisTo"), QStringLiteral("100"));
                auto *scale = dialog->findChild<QComboBox *>(QStringLiteral("xAxisScale"));
                QVERIFY(scale->isEnabled());
                // Tab from the chart title: the horizontal axis' title, from, to, then its scale.
                QWidget *field = dialog->findChild<QLineEdit *>(QStringLiteral("chartTitle"));
                field->setFocus();
                for (int i = 0; i < 4; ++i)
                    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
                QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(scale));
                QTest::keyClick(scale, Qt::Key_Up); // Logarithmic -> Linear
                QCOMPARE(scale->currentIndex(), 0);
                QTest::keyClick(dialog->findChild<QLineEdit *>(QStringLiteral("chartTitle")), Qt::Key_Return);
            });
            QTest::keyClick(menu, Qt::Key_E); // its mnemonic
        });
        QWidget *viewport = panel->view()->viewport();
        const QPoint empty(viewport->width() / 2, 12);
        QTest::mouseClick(viewport, Qt::RightButton, Qt::NoModifier, empty);
        QTRY_VERIFY(dialogSeen);
        QVERIFY(menuSeen);
        QTRY_VERIFY(!QApplication::activeModalWidget());

        QCOMPARE(charts::plainChartTitle(panel->chart()), QStringLiteral("ResNet <b>on H100</b> & friends"));
        QVERIFY(panel->chart()->title().contains(QLatin1String("&lt;b&gt;"))); // text, not markup
        auto *x = qobject_cast<QValueAxis *>(axis(panel, Qt::Horizontal));
        QVERIFY(x);
        QVERIFY2(!x->titleText().contains(QLatin1String("log")), qPrintable(x->titleText()));
        // The linear accelerator axis takes in the largest system (coreweave's 3,584) and starts at 0, not below.
        QVERIFY2(x->min() == 0 && x->max() >= 3584, qPrintable(QStringLiteral("%1 %2").arg(x->min()).arg(x->max())));
        auto *y = qobject_cast<QLogValueAxis *>(axis(panel, Qt::Vertical));
        QVERIFY(y);
        QCOMPARE(y->min(), 0.1);
        QCOMPARE(y->max(), 100.0);
        QCOMPARE(panel->edits().title, QStringLiteral("ResNet <b>on H100</b> & friends"));
        QCOMPARE(panel->edits().x.log, std::optional<bool>(false));

        // Hover finds a point on the new axis.
        const auto at = panel->pointPosition(kCoreweave);
        QVERIFY(at);
        QTest::mouseMove(viewport, *at);
        QTRY_COMPARE(panel->hovered(), kCoreweave);
        QTRY_VERIFY(QToolTip::isVisible());

        // R resets the zoom to the edited chart's own ranges; the edits stay.
        panel->view()->setFocus();
        QTest::keyClick(panel->view(), Qt::Key_R);
        QVERIFY(qobject_cast<QValueAxis *>(axis(panel, Qt::Horizontal)));
        QVERIFY(!(qobject_cast<QLogValueAxis *>(axis(panel, Qt::Vertical))->min() == 0.1));
        QCOMPARE(charts::plainChartTitle(panel->chart()), QStringLiteral("ResNet <b>on H100</b> & friends"));

        // Another metric is another chart: its own title and scales.
        QComboBox *metric = test::comboLabelled(w.scalingView(), QStringLiteral("Metric:"));
        QVERIFY(metric);
        metric->setFocus();
        QTest::keyClick(metric, Qt::Key_Down);
        QVERIFY(panel->edits().isEmpty());
        QVERIFY(qobject_cast<QLogValueAxis *>(axis(panel, Qt::Horizontal)));
    }

    // An axis title shrunk to fit a short plot grows back when the window grows, also after its axis
    // turned log (a new axis replaces the old one and takes over the title's own size).
    void aShrunkAxisTitleGrowsBackAfterAScaleChange()
    {
        auto *line = new QLineSeries;
        for (int k = 1; k <= 64; k *= 2)
            line->append(k, 100.0 / k);
        auto *chart = new QChart;
        chart->addSeries(line);
        auto *x = new QValueAxis;
        auto *y = new QValueAxis;
        y->setTitleText(QStringLiteral("Time to train, in minutes of wall-clock time (median of runs)"));
        x->setTitleText(QStringLiteral("Accelerators"));
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        line->attachAxis(x);
        line->attachAxis(y);
        const qreal own = y->titleFont().pointSizeF();
        charts::ChartPanel panel;
        panel.resize(420, 300);
        panel.setChart(chart);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTRY_VERIFY(axis(&panel, Qt::Vertical)->titleFont().pointSizeF() < own);
        test::onNext<charts::ChartEditDialog>([&](charts::ChartEditDialog *dialog) {
            auto *scale = dialog->findChild<QComboBox *>(QStringLiteral("yAxisScale"));
            QVERIFY(scale && scale->isEnabled());
            scale->setFocus();
            QTest::keyClick(scale, Qt::Key_Down); // Linear -> Logarithmic
            QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        panel.view()->setFocus();
        QTest::keyClick(panel.view(), Qt::Key_E);
        QTRY_VERIFY(!QApplication::activeModalWidget());
        QTRY_VERIFY(qobject_cast<QLogValueAxis *>(axis(&panel, Qt::Vertical)));
        panel.resize(1400, 1000);
        QTRY_COMPARE(axis(&panel, Qt::Vertical)->titleFont().pointSizeF(), own);
    }

    // What the dialog refuses, and says why: a range that ends before it starts, a log range from 0,
    // a log scale on an axis with values at zero or below (the fit residuals).
    void theDialogSaysWhatIsWrong()
    {
        MainWindow w;
        QVERIFY(showScaling(w));
        charts::ChartPanel *panel = w.scalingView()->panel();
        QComboBox *metric = test::comboLabelled(w.scalingView(), QStringLiteral("Metric:"));
        QVERIFY(qobject_cast<QLogValueAxis *>(axis(panel, Qt::Vertical)));
        bool checked = false;
        test::onNext<charts::ChartEditDialog>([&](charts::ChartEditDialog *dialog) {
            auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            auto *problem = dialog->findChild<QLabel *>(QStringLiteral("chartEditProblem"));
            typeInto(dialog, QStringLiteral("yAxisFrom"), QStringLiteral("300"));
            typeInto(dialog, QStringLiteral("yAxisTo"), QStringLiteral("20"));
            QVERIFY(!ok->isEnabled());
            QVERIFY2(problem->text().contains(QLatin1String("start below")), qPrintable(problem->text()));
            typeInto(dialog, QStringLiteral("yAxisFrom"), QStringLiteral("0"));
            QVERIFY(!ok->isEnabled());
            QVERIFY2(problem->text().contains(QLatin1String("above 0")), qPrintable(problem->text()));
            typeInto(dialog, QStringLiteral("yAxisFrom"), QString());
            typeInto(dialog, QStringLiteral("yAxisTo"), QString());
            QVERIFY(ok->isEnabled()); // both empty: the automatic range
            QTest::keyClick(dialog, Qt::Key_Escape);
            checked = true;
        });
        panel->view()->setFocus();
        QTest::keyClick(panel->view(), Qt::Key_E);
        QTRY_VERIFY(checked);
        QVERIFY(panel->edits().isEmpty()); // cancelled

        const int residuals = metric->findData(int(charts::ScalingMetric::FitResiduals));
        QVERIFY(residuals >= 0);
        metric->setCurrentIndex(residuals);
        bool residualsChecked = false;
        test::onNext<charts::ChartEditDialog>([&](charts::ChartEditDialog *dialog) {
            auto *scale = dialog->findChild<QComboBox *>(QStringLiteral("yAxisScale"));
            QVERIFY(!scale->isEnabled());
            bool said = false;
            for (QLabel *l : dialog->findChildren<QLabel *>())
                said = said || (l->isVisible() && l->text().contains(QLatin1String("zero or below")));
            QVERIFY(said);
            QTest::keyClick(dialog, Qt::Key_Escape);
            residualsChecked = true;
        });
        QTest::mouseClick(panel->findChild<QToolButton *>(QStringLiteral("editChartButton")), Qt::LeftButton);
        QTRY_VERIFY(residualsChecked);
    }

    // Every chart of every tab takes a change of scale on each axis that allows one (and says why
    // where it does not), then goes back to its own with Restore Defaults, and stays drawn: no
    // chart keeps a pointer to an axis that was replaced.
    void everyChartTakesAndUndoesAScaleChange()
    {
        MainWindow w;
        QVERIFY(showScaling(w));
        int changed = 0, refused = 0, charts = 0;
        for (int tab = 0; tab < w.tabs()->count(); ++tab) {
            w.tabs()->setCurrentIndex(tab);
            QTest::qWait(100);
            for (charts::ChartPanel *panel : w.tabs()->widget(tab)->findChildren<charts::ChartPanel *>()) {
                if (!panel->chart() || panel->chart()->objectName() == QLatin1String("emptyChart") ||
                    panel->chart()->axes(Qt::Horizontal).isEmpty() || panel->chart()->axes(Qt::Vertical).isEmpty())
                    continue;
                ++charts;
                const charts::ChartDefaults own = charts::chartDefaults(panel->chart());
                for (bool restore : {false, true}) {
                    test::onNext<charts::ChartEditDialog>([&](charts::ChartEditDialog *dialog) {
                        if (restore) {
                            QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults),
                                              Qt::LeftButton);
                        } else {
                            for (const char *name : {"xAxisScale", "yAxisScale"}) {
                                auto *scale = dialog->findChild<QComboBox *>(QLatin1String(name));
                                if (!scale->isEnabled()) {
                                    ++refused;
                                    continue;
                                }
                                scale->setFocus();
                                QTest::keyClick(scale, scale->currentIndex() == 0 ? Qt::Key_Down : Qt::Key_Up);
                                ++changed;
                            }
                        }
                        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
                    });
                    QTest::keyClick(panel->view(), Qt::Key_E);
                    QTRY_VERIFY(!QApplication::activeModalWidget());
                    QVERIFY(!panel->chart()->axes(Qt::Horizontal).isEmpty());
                    QVERIFY(!panel->chart()->axes(Qt::Vertical).isEmpty());
                    panel->repaint(); // drawn with its new axes
                }
                const charts::ChartDefaults back = charts::chartDefaults(panel->chart());
                QCOMPARE(back.xLog, own.xLog);
                QCOMPARE(back.yLog, own.yLog);
                QVERIFY(panel->edits().isEmpty());
            }
        }
        QVERIFY2(charts >= 5 && changed >= 4 && refused >= 2, // the sample: Scaling, Surface, Clusters, Ranking, Planner
                 qPrintable(QStringLiteral("%1 charts, %2 scales changed, %3 refused").arg(charts).arg(changed).arg(refused)));
    }

    // Ctrl+C on the chart copies it as an image; Export… writes the chart with its edits; a saved
    // session opens with them.
    void copyExportAndSessionKeepTheEdits()
    {
        QTemporaryDir dir;
        QSettings().setValue(QStringLiteral("export/format"), QStringLiteral("svg"));
        QSettings().setValue(QStringLiteral("paths/lastExportFolder"), dir.path());
        MainWindow w;
        QVERIFY(showScaling(w));
        charts::ChartPanel *panel = w.scalingView()->panel();
        test::onNext<charts::ChartEditDialog>([&](charts::ChartEditDialog *dialog) {
            typeInto(dialog, QStringLiteral("chartTitle"), QStringLiteral("Training time, our shortlist"));
            typeInto(dialog, QStringLiteral("yAxisTitle"), QStringLiteral("Minutes to train"));
            auto *scale = dialog->findChild<QComboBox *>(QStringLiteral("xAxisScale"));
            scale->setFocus();
            QTest::keyClick(scale, Qt::Key_Up);
            QTest::keyClick(dialog->findChild<QLineEdit *>(QStringLiteral("chartTitle")), Qt::Key_Return);
        });
        panel->view()->setFocus();
        QTest::keyClick(panel->view(), Qt::Key_E);
        QTRY_COMPARE(charts::plainChartTitle(panel->chart()), QStringLiteral("Training time, our shortlist"));
        QCOMPARE(axis(panel, Qt::Vertical)->titleText(), QStringLiteral("Minutes to train"));

        QApplication::clipboard()->clear();
        QTest::keyClick(panel->view(), Qt::Key_C, Qt::ControlModifier);
        const QImage copied = QApplication::clipboard()->image();
        QVERIFY(!copied.isNull());
        QCOMPARE(copied.width(), panel->view()->width() * 2);

        test::acceptNextDialogs(2);
        QTest::mouseClick(panel->findChild<QToolButton *>(QStringLiteral("exportButton")), Qt::LeftButton);
        QTRY_COMPARE(QDir(dir.path()).entryList({QStringLiteral("*.svg")}).size(), 1);
        QFile svg(dir.filePath(QDir(dir.path()).entryList({QStringLiteral("*.svg")}).first()));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray drawing = svg.readAll();
        QVERIFY(drawing.contains("Training time, our shortlist"));
        QVERIFY(drawing.contains("Minutes to train"));

        // The report's chart of the same content (time to train, by accelerator model) has them too.
        QString error;
        const QString report = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY2(w.exportReport(report, &error), qPrintable(error));
        QString text = pdfText(report);
        QVERIFY2(text.contains(QLatin1String("Training time, our shortlist")), qPrintable(text.left(2000)));
        QVERIFY(text.contains(QLatin1String("Minutes to train")));
        QCOMPARE(text.count(QLatin1String("Training time, our shortlist")), 1); // the other charts keep their own titles

        const QString path = dir.filePath(QStringLiteral("edited.scalescope"));
        QVERIFY2(w.saveSession(path, &error), qPrintable(error));
        MainWindow again;
        again.show();
        QSignalSpy opened(&again, &MainWindow::sessionOpened);
        QVERIFY(again.openSession(path));
        QVERIFY(opened.wait(60000));
        QVERIFY(test::waitForAnalysis(again));
        charts::ChartPanel *reopened = again.scalingView()->panel();
        QTRY_COMPARE(charts::plainChartTitle(reopened->chart()), QStringLiteral("Training time, our shortlist"));
        QCOMPARE(axis(reopened, Qt::Vertical)->titleText(), QStringLiteral("Minutes to train"));
        QVERIFY(qobject_cast<QValueAxis *>(axis(reopened, Qt::Horizontal)));

        // scalescope-cli export of the session draws the chart as the session left it.
        const QString fromCli = dir.filePath(QStringLiteral("cli.svg"));
        QProcess cli;
        cli.start(QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-cli"),
                  {QStringLiteral("export"), QStringLiteral("--session"), path, QStringLiteral("--chart"),
                   QStringLiteral("scaling"), QStringLiteral("--out"), fromCli});
        QVERIFY(cli.waitForFinished(120000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QFile cliSvg(fromCli);
        QVERIFY(cliSvg.open(QIODevice::ReadOnly));
        const QByteArray cliDrawing = cliSvg.readAll();
        QVERIFY(cliDrawing.contains("Training time, our shortlist"));
        QVERIFY(cliDrawing.contains("Minutes to train"));
        QVERIFY(!cliDrawing.contains("log scale")); // the accelerator axis is linear, and its title says so
        // and its labels group thousands as the locale does ("3,000", never "3000")
        QVERIFY2(QRegularExpression(QStringLiteral(">\\d{1,3},\\d{3}<")).match(QString::fromUtf8(cliDrawing)).hasMatch(),
                 "no grouped label");
        QVERIFY(!QRegularExpression(QStringLiteral(">\\d{4}<")).match(QString::fromUtf8(cliDrawing)).hasMatch());
        // and scalescope-cli report of the session, its report.
        const QString cliReport = dir.filePath(QStringLiteral("cli.pdf"));
        cli.start(QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-cli"),
                  {QStringLiteral("report"), QStringLiteral("--session"), path, QStringLiteral("--out"), cliReport});
        QVERIFY(cli.waitForFinished(120000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        text = pdfText(cliReport);
        QVERIFY2(text.contains(QLatin1String("Training time, our shortlist")), qPrintable(text.left(2000)));
        QVERIFY(text.contains(QLatin1String("Minutes to train")));
        QSettings().clear();
    }
};

QTEST_MAIN(TestChartEditing)
#include "tst_chartediting.moc"
