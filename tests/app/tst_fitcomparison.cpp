// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Model comparison on the Scaling tab as a person uses it: Fit ▾ ▸ best by AICc draws each series'
// best model; Compare Fits… lists every series' three fits and Enter on a row draws that model for
// its series; the selected configuration's series draws its 95 % prediction band around its fit; a
// session keeps the choice; the PDF report (GUI and scalescope-cli report --session) draws the fits the
// Scaling tab draws and says which.
#include "AppTestSupport.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/ScalingFitsDialog.h"
#include "app/views/ScalingView.h"
#include "core/i18n/Localization.h"
#include "core/io/CsvWriter.h"

#include <QAreaSeries>
#include <QLineSeries>
#include <QMenu>
#include <QPointer>
#include <QProcess>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>

using namespace scalescope;

namespace {

const analysis::ScalingSeries *analysisSeries(MainWindow &w, const QString &key)
{
    for (const analysis::ScalingSeries &s : w.analysis()->current()->scaling.series)
        if (s.key == key)
            return &s;
    return nullptr;
}

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    // The PDF's fonts set "fi" as one glyph, which pdftotext gives as U+FB01.
    return QString::fromUtf8(p.readAllStandardOutput()).replace(QChar(0xFB01), QLatin1String("fi")).simplified();
}

void chooseFromFitMenu(views::ScalingView *view, Qt::Key mnemonic)
{
    test::onNext<QMenu>([mnemonic](QMenu *menu) { QTest::keyClick(menu, mnemonic); });
    QTest::mouseClick(view->findChild<QToolButton *>(QStringLiteral("fitButton")), Qt::LeftButton);
}

} // namespace

class TestFitComparison : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeFitComparisonTests"));
        QSettings().clear();
        i18n::installLanguage(QStringLiteral("en"));
    }

    void bestByAiccTableAndBand()
    {
        MainWindow w;
        QVERIFY(test::openSampleOn(w, w.scalingView()));
        views::ScalingView *view = w.scalingView();
        view->setMetric(charts::ScalingMetric::TimeToTrain);
        QVERIFY(test::clickPoint(view->panel(), QString()));

        // Fit ▾ ▸ Each Series' Best by AICc.
        chooseFromFitMenu(view, Qt::Key_B);
        QTRY_COMPARE(view->options().fitModel, QStringLiteral("aic"));
        int differs = 0, fitted = 0;
        for (const charts::ScalingSeriesData &sd : view->chartData().series) {
            const analysis::ScalingSeries *s = analysisSeries(w, sd.seriesKey);
            QVERIFY(s);
            const analysis::ScalingFit *best = analysis::bestByAicc({&s->amdahl, &s->power, &s->extrap});
            if (sd.fit.isEmpty())
                continue;
            ++fitted;
            QCOMPARE(sd.fitModel, best ? best->model : QStringLiteral("amdahl"));
            differs += sd.fitModel != QLatin1String("amdahl");
        }
        QVERIFY2(fitted >= 5 && differs >= 1, qPrintable(QStringLiteral("%1 fitted, %2 not Amdahl").arg(fitted).arg(differs)));
        bool keySays = false;
        for (QAbstractSeries *s : view->chart()->series())
            keySays = keySays || (s->objectName() == QLatin1String("legendFit") && s->name().contains(QLatin1String("AICc")));
        QVERIFY(keySays);
        // Export ▸ Plotted data names each series' fit as the chart draws it.
        const QString csv = QString::fromUtf8(view->plottedCsv());
        for (const charts::ScalingSeriesData &sd : view->chartData().series)
            if (!sd.fit.isEmpty())
                QVERIFY2(csv.contains(io::csvField(sd.name) + QLatin1Char(',') + sd.fitModel + QStringLiteral("_fit,")),
                         qPrintable(sd.name + QLatin1Char(' ') + sd.fitModel));

        // Compare Fits…: three rows per series; Enter on a series' power-law row draws it.
        QString chosenKey;
        test::onNext<views::ScalingFitsDialog>([&](views::ScalingFitsDialog *dialog) {
            QTableWidget *table = dialog->table();
            // No wider than the screen (its last column, note and buttons were off a 1024 px one).
            const QRect screen = dialog->screen()->availableGeometry();
            QVERIFY2(dialog->width() <= screen.width() && dialog->height() <= screen.height(),
                     qPrintable(QStringLiteral("%1 x %2 on %3 x %4")
                                    .arg(dialog->width())
                                    .arg(dialog->height())
                                    .arg(screen.width())
                                    .arg(screen.height())));
            int marks = 0;
            for (int r = 0; r < table->rowCount(); ++r)
                marks += table->item(r, 8) && !table->item(r, 8)->text().isEmpty();
            QCOMPARE(marks, fitted);
            QCOMPARE(table->rowCount() % 3, 0);
            // A fit whose serial time is negative says so in its formula; no other does.
            int unphysical = 0;
            for (int r = 0; r < table->rowCount(); ++r)
                for (const charts::ScalingSeriesData &sd : view->chartData().series)
                    for (const QString &model : {QStringLiteral("amdahl"), QStringLiteral("power"), QStringLiteral("extrap")})
                        if (sd.name == table->item(r, 0)->text() && charts::fitModelTitle(model) == table->item(r, 1)->text()) {
                            const bool negative =
                                charts::chosenFit(*analysisSeries(w, sd.seriesKey), charts::FitChoice{model, {}, {}})
                                    .negativeSerialTime();
                            unphysical += negative;
                            QCOMPARE(table->item(r, 2)->text().contains(QLatin1String("not physical")), negative);
                        }
            qInfo("%d of %d fits have a negative serial time", unphysical, int(table->rowCount()));
            for (int r = 0; r < table->rowCount() && chosenKey.isEmpty(); ++r) {
                const bool power = table->item(r, 1)->text() == QLatin1String("power law");
                const bool ok = table->item(r, 3) != nullptr; // a fit: its adjusted R²
                const bool drawn = table->item(r, 8) && !table->item(r, 8)->text().isEmpty();
                if (!power || !ok || drawn)
                    continue;
                table->setFocus();
                table->setCurrentCell(r, 0);
                QTest::keyClick(table, Qt::Key_Return);
                QVERIFY(table->item(r, 8) && !table->item(r, 8)->text().isEmpty()); // marked at once
                for (const charts::ScalingSeriesData &sd : view->chartData().series)
                    if (sd.name == table->item(r, 0)->text())
                        chosenKey = sd.seriesKey;
            }
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        chooseFromFitMenu(view, Qt::Key_C);
        QTRY_VERIFY(!chosenKey.isEmpty());
        QCOMPARE(view->options().seriesFits.value(chosenKey), QStringLiteral("power"));
        for (const charts::ScalingSeriesData &sd : view->chartData().series)
            if (sd.seriesKey == chosenKey)
                QCOMPARE(sd.fitModel, QStringLiteral("power"));

        // A click on a point of a fitted series draws its band around its fit.
        QString id, key;
        for (const charts::ScalingSeriesData &sd : view->chartData().series)
            if (sd.fit.size() >= 2 && sd.points.size() >= 4 && key.isEmpty())
                for (const charts::ScalingPoint &p : sd.points)
                    if (const auto at = view->panel()->pointPosition(p.configurationId);
                        at && view->panel()->pointsAt(*at) == QStringList{p.configurationId}) {
                        id = p.configurationId, key = sd.seriesKey;
                        break;
                    }
        QVERIFY(!id.isEmpty());
        QVERIFY(test::clickPoint(view->panel(), id));
        QTRY_COMPARE(w.selection()->current(), id);
        const charts::ScalingSeriesData *banded = nullptr;
        QTRY_VERIFY([&]() {
            for (const charts::ScalingSeriesData &sd : view->chartData().series)
                if (sd.seriesKey == key && !sd.bandLower.isEmpty())
                    banded = &sd;
            return banded != nullptr;
        }());
        for (const charts::ScalingSeriesData &sd : view->chartData().series)
            QVERIFY(sd.seriesKey == key || sd.bandLower.isEmpty()); // only the selection's series
        // The fit lies inside its band where both are drawn.
        const analysis::ScalingSeries *s = analysisSeries(w, key);
        const analysis::ScalingFit &fit =
            charts::chosenFit(*s, charts::FitChoice{view->options().fitModel, view->options().seriesFits, key});
        const double nRef = *w.analysis()->current()->configurations[s->reference].accelerators;
        for (int i = 0; i < banded->bandLower.size(); ++i) {
            const double n = banded->bandLower[i].x(), t = fit.predict(n / nRef);
            QVERIFY2(banded->bandLower[i].y() <= t * (1 + 1e-9) && t <= banded->bandUpper[i].y() * (1 + 1e-9),
                     qPrintable(QStringLiteral("n %1: %2 <= %3 <= %4")
                                    .arg(n)
                                    .arg(banded->bandLower[i].y())
                                    .arg(t)
                                    .arg(banded->bandUpper[i].y())));
        }
        int areas = 0;
        for (QAbstractSeries *series : view->chart()->series())
            areas += series->objectName() == QLatin1String("band") && qobject_cast<QAreaSeries *>(series);
        QCOMPARE(areas, 1);

        // A session keeps the choice.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fits.scalescope"));
        QString error;
        QVERIFY2(w.saveSession(path, &error), qPrintable(error));
        MainWindow again;
        again.show();
        QSignalSpy opened(&again, &MainWindow::sessionOpened);
        QVERIFY(again.openSession(path));
        QVERIFY(opened.wait(60000));
        QVERIFY(test::waitForAnalysis(again));
        QTRY_COMPARE(again.scalingView()->options().fitModel, QStringLiteral("aic"));
        QCOMPARE(again.scalingView()->options().seriesFits.value(chosenKey), QStringLiteral("power"));
        QSettings().clear();
    }

    void theReportDrawsTheChosenFits()
    {
        MainWindow w;
        QVERIFY(test::openSampleOn(w, w.scalingView()));
        QTemporaryDir dir;
        QString error;
        const QString before = dir.filePath(QStringLiteral("amdahl.pdf"));
        QVERIFY2(w.exportReport(before, &error), qPrintable(error));
        QVERIFY(pdfText(before).contains(QLatin1String("Fits on the scaling charts: Amdahl.")));

        // Fit ▾ ▸ Power Law: the report's scaling charts draw it, and its title page says so.
        chooseFromFitMenu(w.scalingView(), Qt::Key_P);
        QTRY_COMPARE(w.scalingView()->options().fitModel, QStringLiteral("power"));
        const QString after = dir.filePath(QStringLiteral("power.pdf"));
        QVERIFY2(w.exportReport(after, &error), qPrintable(error));
        const QString text = pdfText(after);
        QVERIFY2(text.contains(QLatin1String("Fits on the scaling charts: power law.")), qPrintable(text.left(2000)));
        QVERIFY(text.contains(QLatin1String("power law fit"))); // the legend's key of the drawn lines
        QVERIFY(!pdfText(before).contains(QLatin1String("power law fit")));

        // scalescope-cli report of the saved session draws the same.
        const QString session = dir.filePath(QStringLiteral("power.scalescope"));
        QVERIFY2(w.saveSession(session, &error), qPrintable(error));
        const QString fromCli = dir.filePath(QStringLiteral("cli.pdf"));
        QProcess cli;
        cli.start(QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-cli"),
                  {QStringLiteral("report"), QStringLiteral("--session"), session, QStringLiteral("--out"), fromCli});
        QVERIFY(cli.waitForFinished(120000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QVERIFY(pdfText(fromCli).contains(QLatin1String("Fits on the scaling charts: power law.")));
        QSettings().clear();
    }
};

QTEST_MAIN(TestFitComparison)
#include "tst_fitcomparison.moc"
