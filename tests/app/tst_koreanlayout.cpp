// The Korean UI at the default window size: the longest labels fit their widgets, a Hangul font
// is there, and every tab retranslates.
#include "app/MainWindow.h"
#include "app/dialogs/FontCheck.h"
#include "core/i18n/Localization.h"

#include <QAbstractButton>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace scalescope;

class TestKoreanLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeLayoutTests"));
        QSettings().clear();
    }

    void hangulFontIsInstalled() { QVERIFY2(hangulFontAvailable(), "no Hangul font: the set-up installs fonts-noto-cjk"); }

    void longestKoreanLabelsFitAtTheDefaultSize()
    {
        installLanguage(QStringLiteral("ko"));
        MainWindow w;
        w.show();
        QSignalSpy done(&w, &MainWindow::importFinished);
        w.openSample();
        QVERIFY(done.wait(60000));
        QTest::qWait(300); // the method's first run and layouts settle
        QStringList cut;
        for (int tab = 0; tab < w.tabs()->count(); ++tab) {
            w.tabs()->setCurrentIndex(tab);
            QCoreApplication::processEvents();
            for (QLabel *l : w.findChildren<QLabel *>()) {
                if (!l->isVisible() || l->wordWrap() || l->textFormat() == Qt::RichText || l->text().contains(QLatin1Char('<')))
                    continue;
                QString text = l->text();
                text.remove(QLatin1Char('&'));
                if (l->fontMetrics().horizontalAdvance(text) > l->width() + 1)
                    cut << QStringLiteral("label '%1' (%2 > %3)")
                               .arg(text)
                               .arg(l->fontMetrics().horizontalAdvance(text))
                               .arg(l->width());
            }
            for (QAbstractButton *b : w.findChildren<QAbstractButton *>()) {
                if (!b->isVisible() || b->text().isEmpty())
                    continue;
                if (b->sizeHint().width() > b->width() + 1)
                    cut << QStringLiteral("button '%1' (%2 > %3)").arg(b->text()).arg(b->sizeHint().width()).arg(b->width());
            }
        }
        // every menu title fits in the menu bar
        int menus = 0;
        for (QAction *a : w.menuBar()->actions())
            menus += w.menuBar()->actionGeometry(a).width();
        QVERIFY(menus <= w.menuBar()->width());
        installLanguage(QStringLiteral("en"));
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    }

    void everyTabRetranslates()
    {
        MainWindow w;
        installLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QStringList en;
        for (int i = 0; i < w.tabs()->count(); ++i)
            en << w.tabs()->tabText(i);
        installLanguage(QStringLiteral("ko"));
        QCoreApplication::processEvents();
        for (int i = 0; i < w.tabs()->count(); ++i) {
            QVERIFY(w.tabs()->tabText(i) != en[i]);
            QVERIFY(w.tabs()->tabText(i).contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"))));
        }
        installLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        for (int i = 0; i < w.tabs()->count(); ++i)
            QCOMPARE(w.tabs()->tabText(i), en[i]);
    }
};

QTEST_MAIN(TestKoreanLayout)
#include "tst_koreanlayout.moc"
