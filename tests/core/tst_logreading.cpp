// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading logs fast without reading them differently: the content hash is XXH64 (the value
// `xxhsum -H1` prints), MLLOG lines read in place give what QJsonDocument gives, and a log read
// from a file in blocks gives what the same bytes give in one piece.
#include "MllogFixture.h"
#include "TestData.h"
#include "core/import/ContentHash.h"
#include "core/import/JsonMembers.h"
#include "core/import/JsonSyntax.h"
#include "core/import/PowerLog.h"
#include "core/import/RepeatedLines.h"
#include "core/import/ResultLogParser.h"
#include "core/rules/CheckMemo.h"
#include "core/rules/ComplianceChecker.h"
#include "core/rules/RuleBook.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace scalescope;

namespace {

QByteArray pattern(int n)
{
    QByteArray b(n, Qt::Uninitialized);
    for (int i = 0; i < n; ++i)
        b[i] = static_cast<char>((i * 131 + 7) & 0xff);
    return b;
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

std::optional<double> capturedNumber(const import::JsonSyntaxFindings &f, int i)
{
    return f.captured[i] ? import::jsonNumber(*f.captured[i]) : std::nullopt;
}

// One to three random edits of `json` within its first `window` bytes: a byte replaced, inserted or
// removed, or with `truncate` also the rest cut off.
void editAtRandom(QByteArray &json, QRandomGenerator &random, const QByteArray &alphabet,
                  qsizetype window = std::numeric_limits<qsizetype>::max(), bool truncate = false)
{
    for (int edits = 1 + random.bounded(3); edits > 0; --edits) {
        if (json.isEmpty()) { // cut to nothing
            json.append(alphabet[random.bounded(int(alphabet.size()))]);
            continue;
        }
        const int at = random.bounded(int(std::min(json.size(), window)));
        const char c = alphabet[random.bounded(int(alphabet.size()))];
        switch (random.bounded(truncate ? 4 : 3)) {
        case 0:
            json[at] = c;
            break;
        case 1:
            json.insert(at, c);
            break;
        case 2:
            json.remove(at, 1);
            break;
        default:
            json.truncate(at);
        }
    }
}

const std::initializer_list<std::string_view> kEventMembers = {"key", "time_ms", "value", "metadata"};

// Whether what JsonMembers reads from a plain text equals what QJsonDocument reads (as QCOMPARE
// failures: false when one failed).
bool readsAsQtReadsIt(const QByteArray &json, const import::JsonSyntaxFindings &found)
{
    const auto check = [&]() {
        QJsonParseError error{};
        const QJsonObject o = QJsonDocument::fromJson(json, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, json.constData());
        const auto key = found.captured[0] ? import::jsonPlainString(*found.captured[0]) : std::nullopt;
        const QJsonValue qtKey = o.value(QLatin1String("key"));
        if (key)
            QCOMPARE(QString::fromLatin1(key->data(), static_cast<qsizetype>(key->size())), qtKey.toString());
        for (const auto &[i, name] : {std::pair{1, "time_ms"}, std::pair{2, "value"}}) {
            const QJsonValue v = o.value(QLatin1String(name));
            const auto ours = capturedNumber(found, i);
            QVERIFY2(bool(ours) == v.isDouble(), json.constData());
            if (ours)
                QVERIFY2(sameBits(*ours, v.toDouble()), json.constData());
        }
        const auto nested = [](const std::optional<std::string_view> &object, const char *name) {
            const auto member = object ? import::jsonMember(*object, name) : std::nullopt;
            return member ? import::jsonNumber(*member) : std::nullopt;
        };
        for (const char *name : {"epoch_num", "first_epoch_num", "samples_count"}) {
            const QJsonValue v = o.value(QLatin1String("metadata")).toObject().value(QLatin1String(name));
            const auto ours = nested(found.captured[3], name);
            QVERIFY2(bool(ours) == v.isDouble(), json.constData());
            if (ours)
                QVERIFY2(sameBits(*ours, v.toDouble()), json.constData());
        }
        const QJsonValue throughput = o.value(QLatin1String("value")).toObject().value(QLatin1String("throughput"));
        const auto ours = nested(found.captured[2], "throughput");
        QVERIFY2(bool(ours) == throughput.isDouble(), json.constData());
        if (ours)
            QVERIFY2(sameBits(*ours, throughput.toDouble()), json.constData());
    };
    check();
    return !QTest::currentTestFailed();
}

} // namespace

class TestLogReading : public QObject
{
    Q_OBJECT

private slots:
    void contentHashIsXxh64_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("xxhsum"); // xxhsum -H1 of pattern(size), xxhash 0.8.1
        const std::pair<int, const char *> rows[] = {
            {0, "ef46db3751d8e999"},    {1, "a96c7f0ce858bbb7"},   {3, "bed43740ee6332bb"},  {4, "fa212ae44b3bb23d"},
            {7, "2744460dd675d2c0"},    {8, "994b676b71ce94dd"},   {31, "6711d55e306b5d8f"}, {32, "07f7b8e3bc5d6e25"},
            {33, "09f85eeb4e1cbe9f"},   {63, "b7c9968c066cb6a5"},  {64, "50d4159a0411632e"}, {100, "9ddada11d3dc2d8f"},
            {1000, "0bf0bdbcc82eb373"}, {4096, "cf05adf75aca30cf"}};
        for (const auto &[size, hash] : rows)
            QTest::addRow("%d bytes", size) << size << QString::fromLatin1(hash);
    }

    void contentHashIsXxh64()
    {
        QFETCH(int, size);
        QFETCH(QString, xxhsum);
        const QByteArray bytes = pattern(size);
        import::ContentHash whole;
        whole.update(bytes.constData(), static_cast<size_t>(bytes.size()));
        QCOMPARE(QString::number(whole.value(), 16).rightJustified(16, QLatin1Char('0')), xxhsum);
        // Any split of the bytes gives the same value: a log is read in blocks.
        for (const int step : {1, 5, 31, 32, 33}) {
            import::ContentHash split;
            for (int i = 0; i < size; i += step)
                split.update(bytes.constData() + i, static_cast<size_t>(std::min(step, size - i)));
            QCOMPARE(split.value(), whole.value());
        }
    }

    void aRunLogsHashIsWhatXxhsumPrints()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        // A 1.8 MB log, read in two blocks and a bit.
        const QString path =
            test::mlperfDir() +
            QStringLiteral("/training_v5.0/NVIDIA/results/eos-dfw_n1024_ngc25.01_nemo/llama31_405b/result_0.txt");
        const import::ParsedResultLog log = import::parseResultLog(path);
        QVERIFY(log.readable);
        QCOMPARE(log.bytes, 1799848);
        QCOMPARE(log.contentHash, 0xdd7ed10c5634ec03ULL); // xxhsum -H1 result_0.txt
    }

    void plainTellsWhereReadersDiffer_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("plain");
        QTest::newRow("ordinary") << QByteArray("{\"a\": [1, -2.5e-3, \"x:y\", true, null], \"b\": {\"c\": {}}}") << true;
        QTest::newRow("NaN") << QByteArray("{\"a\": NaN}") << false;
        QTest::newRow("Infinity") << QByteArray("{\"a\": Infinity}") << false;
        QTest::newRow("-Infinity") << QByteArray("{\"a\": -Infinity}") << false;
        QTest::newRow("\\u escape") << QByteArray("{\"a\": \"\\u0041\"}") << false;
        QTest::newRow("other escapes") << QByteArray("{\"a\": \"\\\"\\\\\\/\\b\\f\\n\\r\\t\"}") << true;
        QTest::newRow("3-digit exponent") << QByteArray("{\"a\": 1e400}") << false;
        QTest::newRow("2-digit exponent") << QByteArray("{\"a\": 1e99}") << true;
        QTest::newRow("33 characters") << QByteArray("{\"a\": 123456789012345678901234567890123}") << false;
        QTest::newRow("32 characters") << QByteArray("{\"a\": 12345678901234567890123456789012}") << true;
        QTest::newRow("depth 64") << QByteArray(63, '[') + QByteArray("{\"a\": 1}") + QByteArray(63, ']') << true;
        QTest::newRow("depth 65") << QByteArray(64, '[') + QByteArray("{\"a\": 1}") + QByteArray(64, ']') << false;
        QTest::newRow("invalid") << QByteArray("{\"a\": 1,}") << false;
    }

    void plainTellsWhereReadersDiffer()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, plain);
        import::JsonSyntaxFindings found;
        import::jsonSyntaxError(std::string_view(json.constData(), static_cast<size_t>(json.size())), {}, &found);
        QCOMPARE(found.plain, plain);
    }

    void topLevelMembersAreCaptured()
    {
        const std::string_view json = "{\"key\": \"first\", \"metadata\": {\"key\": \"nested\", \"epoch_num\": 3}, \"value\": "
                                      "[1, {\"a\": 2}], \"key\" : \"last\", \"x\": 1}";
        import::JsonSyntaxFindings found;
        QVERIFY(!import::jsonSyntaxError(json, kEventMembers, &found));
        QCOMPARE(QByteArray(found.captured[0]->data(), static_cast<qsizetype>(found.captured[0]->size())),
                 QByteArray("\"last\"")); // the last one, as json.loads keeps it
        QVERIFY(!found.captured[1]);      // no time_ms
        QCOMPARE(*found.captured[2], std::string_view("[1, {\"a\": 2}]"));
        QCOMPARE(*found.captured[3], std::string_view("{\"key\": \"nested\", \"epoch_num\": 3}"));
        QCOMPARE(import::jsonNumber(*import::jsonMember(*found.captured[3], "epoch_num")).value_or(-1), 3.0);
        QVERIFY(!import::jsonMember(*found.captured[3], "epoch"));
        QVERIFY(!import::jsonMember(*found.captured[2], "a")); // not an object
        QVERIFY(!found.colonInString);

        QVERIFY(!import::jsonSyntaxError("{\"key\": \"a:b\"}", kEventMembers, &found));
        QVERIFY(found.colonInString);
        QVERIFY(!import::jsonSyntaxError("{\"key\": {\"a\": 1}}", kEventMembers, &found));
        QVERIFY(!found.colonInString); // a member's colon is not in a string
        QVERIFY(!import::jsonPlainString(*found.captured[0]));
        QVERIFY(!import::jsonPlainString("\"a\\\"b\""));
        QCOMPARE(import::jsonPlainString("\"run_start\"").value_or(""), std::string_view("run_start"));

        // An invalid text captures nothing.
        QVERIFY(import::jsonSyntaxError("{\"key\": \"a\", \"value\": }", kEventMembers, &found));
        QVERIFY(!found.captured[0] && !found.plain);
    }

    void numbersReadAsQtReadsThem_data()
    {
        QTest::addColumn<QByteArray>("number");
        for (const char *n : {"0",
                              "-0",
                              "-0.0",
                              "0.0",
                              "1e2",
                              "1E+2",
                              "-1e-2",
                              "0.1",
                              "1.5e-7",
                              "1715806123456.789",
                              "123456789012345678",
                              "1234567890123456789",
                              "12345678901234567890",
                              "-9223372036854775808",
                              "9223372036854775807",
                              "9223372036854775808",
                              "12345678901234567890123",
                              "3.141592653589793",
                              "0.12345678901234568",
                              "2.2250738585072014e-99",
                              "1.7976931348623157e99",
                              "5e-99"})
            QTest::newRow(n) << QByteArray(n);
    }

    void numbersReadAsQtReadsThem()
    {
        QFETCH(QByteArray, number);
        QJsonParseError error{};
        const QJsonValue qt = QJsonDocument::fromJson("{\"a\": " + number + "}", &error).object().value(QLatin1String("a"));
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(qt.isDouble());
        const auto ours = import::jsonNumber(std::string_view(number.constData(), static_cast<size_t>(number.size())));
        QVERIFY(ours);
        QVERIFY2(sameBits(*ours, qt.toDouble()),
                 qPrintable(QStringLiteral("%1 vs Qt's %2").arg(*ours, 0, 'g', 17).arg(qt.toDouble(), 0, 'g', 17)));
        for (const char *notNumber : {"\"1\"", "true", "null", "[1]", "{}", ""})
            QVERIFY(!import::jsonNumber(notNumber));
    }

    // Every plain MLLOG line of the newest shared round, read in place and by QJsonDocument.
    void everyPlainLineOfARoundReadsAsQtReadsIt()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QDirIterator it(test::mlperfDir() + QStringLiteral("/training_v5.0"), {QStringLiteral("*.txt")}, QDir::Files,
                        QDirIterator::Subdirectories);
        int lines = 0, plain = 0, compared = 0;
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            for (const QByteArray &line : bytes.split('\n')) {
                const qsizetype at = line.lastIndexOf(":::MLLOG ");
                if (at < 0)
                    continue;
                const QByteArray json = line.mid(at + 9).trimmed();
                if (std::any_of(json.begin(), json.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
                    continue; // the parser reads those bytes as latin-1 either way
                ++lines;
                import::JsonSyntaxFindings found;
                if (import::jsonSyntaxError(std::string_view(json.constData(), static_cast<size_t>(json.size())), kEventMembers,
                                            &found) ||
                    !found.plain)
                    continue;
                ++plain;
                if (!readsAsQtReadsIt(json, found))
                    return;
                ++compared;
            }
        }
        qInfo("%d MLLOG lines, %d plain, %d compared with QJsonDocument", lines, plain, compared);
        QVERIFY(lines > 100000);
        QVERIFY(plain > lines * 99 / 100); // the fast path is the common one
        QCOMPARE(compared, plain);
    }

    // Lines changed at random, byte by byte: whatever the checker calls plain, QJsonDocument reads
    // without an error and to the same values.
    void changedLinesThatArePlainReadAsQtReadsThem()
    {
        const QByteArray lines[] = {
            "{\"namespace\": \"\", \"time_ms\": 1714566065081.5, \"event_type\": \"POINT_IN_TIME\", \"key\": "
            "\"tracked_stats\", \"value\": {\"throughput\": 1234.5678, \"loss\": [1, 2]}, \"metadata\": {\"step\": 12}}",
            "{\"key\": \"epoch_start\", \"value\": null, \"metadata\": {\"epoch_num\": 3, \"first_epoch_num\": -0, "
            "\"samples_count\": 1e5}, \"time_ms\": 17}",
            "{\"time_ms\": 5, \"key\": \"train_samples\", \"value\": 12345678901234567890, \"metadata\": {}}"};
        const QByteArray alphabet = "{}[]\":,. -+0123456789eE\\tnulrfasNI_kyvm";
        QRandomGenerator random(20261202);
        int plain = 0;
        for (int round = 0; round < 40000; ++round) {
            QByteArray json = lines[round % 3];
            editAtRandom(json, random, alphabet);
            import::JsonSyntaxFindings found;
            if (import::jsonSyntaxError(std::string_view(json.constData(), static_cast<size_t>(json.size())), kEventMembers,
                                        &found) ||
                !found.plain || !json.trimmed().startsWith('{')) // the parser reads objects in place, nothing else
                continue;
            ++plain;
            if (!readsAsQtReadsIt(json, found))
                return;
        }
        qInfo("%d of 40000 changed lines were plain", plain);
        QVERIFY(plain > 5000);
    }

    // The opening every logger writes ({"namespace": "", "time_ms": N, "event_type": "...",
    // "key": ) is matched as bytes where a line starts with it; a blank in front makes the checker
    // read the same text token by token. Both must find the same: validity, the place of an error,
    // plain, a ':' in a string and every captured member, for real lines and for lines changed at
    // random in and around the opening.
    void theLoggerOpeningReadsAsTokenByToken()
    {
        QList<QByteArray> lines = {
            "{\"namespace\": \"\", \"time_ms\": 1714566065081, \"event_type\": \"POINT_IN_TIME\", \"key\": "
            "\"tracked_stats\", \"value\": {\"throughput\": 1234.5678}, \"metadata\": {\"file\": \"a.py\", \"lineno\": 1}}",
            "{\"namespace\": \"\", \"time_ms\": 0, \"event_type\": \"INTERVAL_START\", \"key\": \"init_start\", "
            "\"value\": null, \"metadata\": {}}",
            "{\"namespace\": \"\", \"time_ms\": 17, \"event_type\": \"INTERVAL_END\", \"key\":  \"epoch_stop\", "
            "\"value\": 3, \"metadata\": {\"epoch_num\": 3}, \"time_ms\": 18, \"key\": \"last\"}"};
        if (QDir(test::mlperfDir()).exists(QStringLiteral("training_v5.0"))) { // real lines where the data is here
            QFile f(test::mlperfDir() +
                    QStringLiteral("/training_v5.0/NVIDIA/results/eos-dfw_n1024_ngc25.01_nemo/llama31_405b/result_0.txt"));
            QVERIFY(f.open(QIODevice::ReadOnly));
            for (const QByteArray &line : f.readAll().split('\n'))
                if (const qsizetype at = line.indexOf(":::MLLOG "); at >= 0)
                    lines << line.mid(at + 9);
        }
        const auto same = [](const QByteArray &json) {
            const std::string_view text(json.constData(), static_cast<size_t>(json.size()));
            const QByteArray shiftedBytes = ' ' + json;
            const std::string_view shifted(shiftedBytes.constData(), static_cast<size_t>(shiftedBytes.size()));
            for (const auto &capture :
                 {kEventMembers, std::initializer_list<std::string_view>{"namespace", "event_type", "time_ms"},
                  std::initializer_list<std::string_view>{"key", "key"}}) {
                import::JsonSyntaxFindings a, b;
                const auto errorA = import::jsonSyntaxError(text, capture, &a);
                const auto errorB = import::jsonSyntaxError(shifted, capture, &b);
                if (bool(errorA) != bool(errorB) || (errorA && *errorA + 1 != *errorB) || a.plain != b.plain ||
                    a.colonInString != b.colonInString)
                    return false;
                for (size_t i = 0; i < import::JsonSyntaxFindings::kMaxCaptured; ++i)
                    if (bool(a.captured[i]) != bool(b.captured[i]) ||
                        (a.captured[i] && (*a.captured[i] != *b.captured[i] ||
                                           a.captured[i]->data() - text.data() + 1 != b.captured[i]->data() - shifted.data())))
                        return false;
            }
            return true;
        };
        for (const QByteArray &line : lines)
            QVERIFY2(same(line), line.constData());
        const QByteArray alphabet = "{}[]\":,. -+0123456789eE\\tnulrfasNIPOT_kyvm\x01";
        QRandomGenerator random(20261203);
        for (int round = 0; round < 40000; ++round) {
            QByteArray json = lines[round % lines.size()];
            editAtRandom(json, random, alphabet, 100, true);
            QVERIFY2(same(json), json.constData());
        }
    }

    // Logs read one after another, each like the one before with lines changed, added, dropped,
    // repeated and given other values: a line found again in the previous log, or right before it,
    // or found there with another value, gives what reading it gives (validity, the place of an
    // error, plain, a ':' in a string, every captured member and where it lies), and most
    // unchanged lines are found again.
    void repeatedLinesGiveWhatReadingGives()
    {
        QList<QByteArray> base;
        const char *types[] = {"POINT_IN_TIME", "INTERVAL_START", "INTERVAL_END"};
        for (int i = 0; i < 400; ++i) {
            QByteArray rest;
            switch (i % 5) {
            case 0:
                rest = "\"epoch_start\", \"value\": null, \"metadata\": {\"file\": \"train.py\", \"lineno\": " +
                       QByteArray::number(100 + i % 7) + ", \"epoch_num\": " + QByteArray::number(i / 5) + "}}";
                break;
            case 1:
                rest = "\"weights_initialization\", \"value\": null, \"metadata\": {\"tensor\": \"conv" +
                       QByteArray::number(i % 11) + "\"}}";
                break;
            case 2:
                rest =
                    "\"tracked_stats\", \"value\": {\"throughput\": 12.5, \"note\": \"a:b\"}, \"metadata\": {\"step\": [1, 2]}}";
                break;
            case 3: // a later time_ms and key: the last one counts
                rest = "\"init_start\", \"value\": null, \"metadata\": {}, \"time_ms\": 5, \"key\": \"init_stop\"}";
                break;
            default: // some with a ':' and an escape outside the value, which its plain and ':' carry
                rest = "\"eval_accuracy\", \"value\": 0.75, \"metadata\": " + QByteArray(i % 15 == 4 ? "{\"path\": \"c:dir\"}}"
                                                                                         : i % 15 == 9
                                                                                             ? "{\"path\": \"\\u0064ir\"}}"
                                                                                             : "{\"samples_count\": 1024}}");
            }
            base << "{\"namespace\": \"\", \"time_ms\": " + QByteArray::number(1714566065081LL + i) + ", \"event_type\": \"" +
                        types[i % 3] + "\", \"key\": " + rest;
        }
        base << "{\"time_ms\": 1, \"key\": \"run_start\", \"value\": null, \"metadata\": {}}"; // no opening
        const QByteArray deep = QByteArray(62, '[') + "1" + QByteArray(62, ']');
        const QList<QByteArray> otherValues = {"12.75",
                                               " 3 ",
                                               "\t-0.5e-3\n",
                                               "\"a:b\"",
                                               "\"x\\u0041\"",
                                               "\"\\n\"",
                                               "NaN",
                                               "-Infinity",
                                               "1e400",
                                               "null",
                                               "true",
                                               "{\"throughput\": 1, \"note\": \"c:d\"}",
                                               "[1, [2, {\"a\": []}]]",
                                               "[" + deep + "]",
                                               "[[" + deep + "]]",
                                               QByteArray(70, '[') + QByteArray(70, ']'),
                                               QByteArray(1000, '[') + QByteArray(1000, ']'),
                                               QByteArray(40, '9'),
                                               QByteArray(4400, '7'),
                                               "1.",
                                               "01",
                                               "tru",
                                               "{\"a\": }",
                                               "",
                                               " ",
                                               "[1, 2",
                                               "\"unterminated",
                                               "\"tab\there\"",
                                               "1, \"value\": 2",
                                               "{}",
                                               "[]",
                                               "-",
                                               "\"\\ud800\""};
        import::RepeatedLines repeats(kEventMembers);
        QRandomGenerator random(20261206);
        const QByteArray alphabet = "{}[]\":,. -+0123456789eE\\tnulrfasNI_kyvm";
        long lines = 0;
        QList<QByteArray> log = base;
        for (int round = 0; round < 8; ++round) {
            for (const QByteArray &json : log) {
                const std::string_view text(json.constData(), static_cast<size_t>(json.size()));
                import::JsonSyntaxFindings a, b;
                const auto errorA = repeats.check(text, &a);
                const auto errorB = import::jsonSyntaxError(text, kEventMembers, &b);
                QVERIFY2(errorA == errorB && a.plain == b.plain && a.colonInString == b.colonInString, json.constData());
                for (size_t i = 0; i < import::JsonSyntaxFindings::kMaxCaptured; ++i)
                    QVERIFY2(a.captured[i] == b.captured[i] && (!a.captured[i] || a.captured[i]->data() == b.captured[i]->data()),
                             json.constData());
                ++lines;
            }
            repeats.endLog();
            // The next log: other times, a few lines changed, dropped or added.
            log = base;
            for (QByteArray &json : log) {
                const qsizetype time = json.indexOf("\"time_ms\": ");
                if (time >= 0 && random.bounded(2))
                    json.replace(time + 11, 3, QByteArray::number(random.bounded(100, 999)));
                if (random.bounded(10) == 0)
                    editAtRandom(json, random, alphabet);
            }
            for (int k = 0; k < 10; ++k)
                log.removeAt(random.bounded(int(log.size())));
            for (int k = 0; k < 10; ++k)
                log.insert(random.bounded(int(log.size())), base[random.bounded(int(base.size()))]);
            // Runs of one line, as every rank logs it.
            for (int k = 0; k < 5; ++k) {
                const int at = random.bounded(int(log.size()));
                for (int n = random.bounded(1, 6); n > 0; --n)
                    log.insert(at, log[at]);
            }
            // Other values, valid or not, plain or not, with blanks, nested up to the depth plain allows and past it.
            for (QByteArray &json : log) {
                const qsizetype at = json.indexOf("\"value\": ");
                const qsizetype end = json.indexOf(", \"metadata\"", at);
                if (at >= 0 && end > at && random.bounded(3) == 0)
                    json.replace(at + 9, end - at - 9, otherValues[random.bounded(int(otherValues.size()))]);
            }
        }
        qInfo("%ld lines: %ld found again, %ld with another value, %ld read", lines, repeats.repeats(), repeats.revalued(),
              repeats.reads());
        QCOMPARE(repeats.repeats() + repeats.revalued() + repeats.reads(), lines);
        QVERIFY(repeats.repeats() > lines * 5 / 10);
        QVERIFY(repeats.revalued() > lines / 50);
    }

    // Every :::MLLOG line of every shared training round, its logs in the order of their folders
    // as an import's thread reads them: found again, found with another value or read, it gives
    // what reading it gives. Real logs are where the three ways meet most.
    void realLogsGiveWhatReadingGives()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QStringList logs;
        for (const QString &round : QDir(test::mlperfDir()).entryList({QStringLiteral("training_v*")}, QDir::Dirs, QDir::Name)) {
            QDirIterator it(test::mlperfDir() + QLatin1Char('/') + round, {QStringLiteral("result_*.txt")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                logs << it.next();
        }
        logs.sort();
        QVERIFY(logs.size() > 1000);
        import::RepeatedLines repeats(kEventMembers);
        long lines = 0;
        for (const QString &path : logs) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            for (qsizetype at = 0; at < bytes.size();) {
                qsizetype end = bytes.indexOf('\n', at);
                if (end < 0)
                    end = bytes.size();
                const std::string_view line(bytes.constData() + at, static_cast<size_t>(end - at));
                const size_t marker = line.find(":::MLLOG ");
                if (marker != std::string_view::npos) {
                    std::string_view text = line.substr(marker + 9);
                    while (!text.empty() && (text.back() == '\r' || text.back() == ' '))
                        text.remove_suffix(1);
                    import::JsonSyntaxFindings a, b;
                    const auto errorA = repeats.check(text, &a);
                    const auto errorB = import::jsonSyntaxError(text, kEventMembers, &b);
                    bool same = errorA == errorB && a.plain == b.plain && a.colonInString == b.colonInString;
                    for (size_t i = 0; i < import::JsonSyntaxFindings::kMaxCaptured; ++i)
                        same = same && a.captured[i] == b.captured[i] &&
                               (!a.captured[i] || a.captured[i]->data() == b.captured[i]->data());
                    if (!same) // the message made only here: a QString per line took most of the time
                        QFAIL(qPrintable(path + QLatin1Char(':') + QString::fromUtf8(text.data(), qsizetype(text.size()))));
                    ++lines;
                }
                at = end + 1;
            }
            repeats.endLog();
        }
        qInfo("%lld logs, %ld lines: %ld found again, %ld with another value, %ld read", static_cast<long long>(logs.size()),
              lines, repeats.repeats(), repeats.revalued(), repeats.reads());
        QCOMPARE(repeats.repeats() + repeats.revalued() + repeats.reads(), lines);
        QVERIFY(repeats.revalued() > lines / 20);
    }

    // One thread's memory of the logs it read (makeReaderMemory) follows the options of each log:
    // a log of another benchmark reads its own metric, and what it reads equals reading it alone.
    void aReaderMemoryFollowsEachLogsMetric()
    {
        const QByteArray log =
            ":::MLLOG {\"namespace\": \"\", \"time_ms\": 10, \"event_type\": \"POINT_IN_TIME\", \"key\": \"eval_accuracy\", "
            "\"value\": 0.5, \"metadata\": {\"epoch_num\": 1}}\n"
            ":::MLLOG {\"namespace\": \"\", \"time_ms\": 11, \"event_type\": \"POINT_IN_TIME\", \"key\": \"mlm_accuracy\", "
            "\"value\": 0.7, \"metadata\": {\"epoch_num\": 1}}\n";
        const import::ReaderMemoryPtr memory = import::makeReaderMemory();
        for (const char *metric : {"eval_accuracy", "mlm_accuracy", "eval_accuracy"}) {
            import::ResultLogParseOptions options;
            options.metricKey = QLatin1String(metric);
            const import::ParsedResultLog alone = import::parseResultLogBytes(log, QStringLiteral("mem"), options);
            options.memory = memory.get();
            const import::ParsedResultLog remembered = import::parseResultLogBytes(log, QStringLiteral("mem"), options);
            QCOMPARE(remembered.qualityValues, alone.qualityValues);
            QCOMPARE(remembered.qualityValues, (QList<QJsonValue>{qstrcmp(metric, "eval_accuracy") == 0 ? 0.5 : 0.7}));
        }
    }

    void linesThatAreNotPlainAreReadAsBefore()
    {
        const QByteArray text =
            ":::MLLOG {\"time_ms\": 1, \"key\": \"tracked_stats\", \"value\": {\"throughput\": 100}, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"tracked_stats\", \"value\": {\"throughput\": 200, \"loss\": NaN}, "
            "\"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"throughput\", \"value\": -0, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"throughput\", \"value\": 1, \"value\": 2, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"throughput\", \"value\": 3e-400, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"epoch_start\", \"metadata\": {\"epoch_num\": 4}, \"value\": null}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"epoch_st\\u0061rt\", \"metadata\": {\"epoch_num\": 2}, \"value\": null}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"block_start\", \"metadata\": {\"first_epoch_num\": 3}, \"value\": null}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"train_samples\", \"value\": 10, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"train_samples\", \"value\": 30, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"global_batch_size\", \"value\": 4096, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 7, \"key\": \"init_start\", \"value\": null, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 5, \"key\": \"init_start\", \"value\": \"12:30\", \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 9, \"key\": \"init_stop\", \"value\": null, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"init_start\", \"value\": null, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"eval_accuracy\", \"value\": 0.75, \"metadata\": {\"epoch_num\": 2}}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"eval_accuracy\", \"value\": \"0.8\", \"metadata\": {\"samples_count\": 64}}\n"
            ":::MLLOG {\"time_ms\": 1, \"key\": \"eval_accuracy\", \"value\": 1, \"metadata\": {\"samples_count\": \"64\"}}\n";
        const import::ParsedResultLog log = import::parseResultLogBytes(text, QStringLiteral("mem"));
        QCOMPARE(log.mllogLines, 18);
        // Read as json.loads reads them: NaN elsewhere in the value is fine, -0 is the integer 0, the
        // last of two members counts, 3e-400 is 0.0.
        QCOMPARE(log.loggedThroughputs, (QList<double>{100, 200, 0, 2, 0}));
        QVERIFY(!std::signbit(log.loggedThroughputs[2]));
        QList<int> badLines;
        for (const model::Diagnostic &d : log.diagnostics)
            if (d.code == QLatin1String("log.bad_line"))
                badLines << d.line;
        QCOMPARE(badLines, QList<int>{});
        QVERIFY(!log.unparseableLine);                  // json.loads reads both
        QCOMPARE(log.firstEpochSeen.value_or(-1), 2.0); // the escaped key is epoch_start too
        QCOMPARE(log.trainSamplesFirst.value_or(-1), 10.0);
        QCOMPARE(log.trainSamplesLast.value_or(-1), 30.0);
        QCOMPARE(log.globalBatchSize.value_or(-1), 4096.0);
        QCOMPARE(log.firstInitStartMs.value_or(-1), 5.0); // the earliest before init_stop
        QCOMPARE(log.initStopMs.value_or(-1), 9.0);
        // Quality values: numbers read in place, a string kept as QJsonDocument reads it; of the
        // metadata only numbers count.
        QCOMPARE(log.qualityValues, (QList<QJsonValue>{0.75, QStringLiteral("0.8"), 1}));
        QCOMPARE(log.qualityMetadata.size(), 3);
        QCOMPARE(log.qualityMetadata[0].epochNum.value_or(-1), 2.0);
        QVERIFY(!log.qualityMetadata[0].samplesCount);
        QCOMPARE(log.qualityMetadata[1].samplesCount.value_or(-1), 64.0);
        QVERIFY(!log.qualityMetadata[2].samplesCount && !log.qualityMetadata[2].epochNum);
    }

    void aMarkerInAStringIsTheLastMarker()
    {
        // The official parser keeps what follows the last ":::MLLOG "; here that is not JSON.
        const import::ParsedResultLog inString = import::parseResultLogBytes(
            ":::MLLOG {\"time_ms\": 1, \"key\": \"run_start\", \"value\": \"x :::MLLOG {1}\", \"metadata\": {}}\n",
            QStringLiteral("mem"));
        QCOMPARE(inString.unparseableLine, 1);
        QVERIFY(!inString.runStartMs);
        // A ':' in a string alone changes nothing.
        const import::ParsedResultLog colon = import::parseResultLogBytes(
            "0: :::MLLOG {\"time_ms\": 1, \"key\": \"run_start\", \"value\": \"12:30 ::: MLLOG\", \"metadata\": {}}\n",
            QStringLiteral("mem"));
        QVERIFY(!colon.unparseableLine);
        QCOMPARE(colon.runStartMs.value_or(0), 1.0);
    }

    void aFileReadInBlocksGivesWhatItsBytesGive()
    {
        // 2.5 MiB: framework output, MLLOG lines, one line across each 1 MiB block boundary, a
        // bad line after the first boundary and an overlong one after the second.
        QByteArray text;
        int lineNo = 0;
        int badLine = 0;
        int longLine = 0;
        const auto add = [&](const QByteArray &line) {
            text += line + '\n';
            ++lineNo;
        };
        add(":::MLLOG {\"time_ms\": 100, \"key\": \"run_start\", \"value\": null, \"metadata\": {}}");
        int n = 0;
        while (text.size() < (5 << 19)) {
            const bool nearBoundary = (text.size() % (1 << 20)) > (1 << 20) - 300;
            if (nearBoundary || ++n % 3 == 0)
                add(":::MLLOG {\"time_ms\": " + QByteArray::number(200 + n) +
                    ", \"key\": \"tracked_stats\", \"value\": {\"throughput\": " + QByteArray::number(n) +
                    "}, \"metadata\": {}}");
            else
                add("framework says: step " + QByteArray::number(n) + " loss 0.25 lr 1e-4 :: done");
            if (!badLine && text.size() > (1 << 20) + 1000) {
                add(":::MLLOG {\"key\": \"tracked_stats\", \"value\": }");
                badLine = lineNo;
            }
            if (!longLine && text.size() > (2 << 20) + 1000) {
                add("framework says: " + QByteArray(400, 'x'));
                longLine = lineNo;
            }
        }
        add(":::MLLOG {\"time_ms\": 900000, \"key\": \"run_stop\", \"value\": null, \"metadata\": {\"status\": \"success\"}}");

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile f(dir.filePath(QStringLiteral("result_0.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();

        const import::ParsedResultLog fromFile = import::parseResultLog(f.fileName());
        const import::ParsedResultLog fromBytes = import::parseResultLogBytes(text, f.fileName());
        // The boundaries fell inside MLLOG lines.
        for (const qsizetype boundary : {1 << 20, 2 << 20}) {
            const qsizetype start = text.lastIndexOf('\n', boundary - 1) + 1;
            QVERIFY(text.mid(start, 9) == ":::MLLOG " && text.indexOf('\n', start) > boundary);
        }
        QCOMPARE(fromFile.bytes, text.size());
        QCOMPARE(fromFile.contentHash, fromBytes.contentHash);
        QCOMPARE(fromFile.mllogLines, fromBytes.mllogLines);
        QCOMPARE(fromFile.loggedThroughputs, fromBytes.loggedThroughputs);
        QCOMPARE(fromFile.loggedThroughputs.size(), fromBytes.mllogLines - 3);
        QCOMPARE(fromFile.runStartMs.value_or(0), 100.0);
        QCOMPARE(fromFile.runStopMs.value_or(0), 900000.0);
        QCOMPARE(fromFile.unparseableLine, badLine);
        QCOMPARE(fromBytes.unparseableLine, badLine);
        import::ContentHash hash;
        hash.update(text.constData(), static_cast<size_t>(text.size()));
        QCOMPARE(fromFile.contentHash, hash.value());

        // Lines longer than the limit are skipped and named, wherever they are; read line by line
        // (the whole text is longer than the limit) the rest gives the same.
        import::ResultLogParseOptions small;
        small.maxLineBytes = 150;
        const import::ParsedResultLog limited = import::parseResultLogBytes(text, f.fileName(), small);
        QList<int> tooLong;
        for (const model::Diagnostic &d : limited.diagnostics)
            if (d.code == QLatin1String("log.line_too_long"))
                tooLong << d.line;
        QCOMPARE(tooLong, QList<int>{longLine});
        QCOMPARE(limited.loggedThroughputs, fromFile.loggedThroughputs);
        QCOMPARE(limited.unparseableLine, badLine);
        for (const model::Diagnostic &d : fromFile.diagnostics)
            QVERIFY(d.code != QLatin1String("log.line_too_long"));
    }

    // The reader's lines and their keys belong to the log's store: the list holds them borrowed,
    // so that the hundreds of thousands of lines of an import change no shared count (an atomic
    // operation each, with the import's threads running), and a moved log keeps them.
    void linesAreBorrowedFromTheirLog()
    {
        const qint64 start = 1700000000000;
        const QByteArray text =
            test::compliantPreamble(start) + test::mllogLine(start - 5000, "submission_benchmark", "\"resnet\"") +
            test::mllogLine(start, "run_start", "null") + test::compliantBlock(start + 500) + test::compliantBlock(start + 900) +
            ":::MLLOG {\"time_ms\": 1700000001000, \"key\": \"eval_accuracy\", \"value\": 0.7601, "
            "\"metadata\": {\"epoch_num\": 40}}\n"
            ":::MLLOG {\"time_ms\": 1700000600000, \"key\": \"run_stop\", \"value\": null, \"metadata\": "
            "{\"status\": \"success\"}}\n";
        import::ResultLogParseOptions o;
        o.rules = rules::RuleBook::embedded().get();
        import::ParsedResultLog read = import::parseResultLogBytes(text, QStringLiteral("mem"), o);
        const import::ParsedResultLog log = std::move(read);
        QVERIFY(log.lines.list.items().size() > 10);
        std::map<const void *, QString> keys; // one object per key, whatever the number of its lines
        for (const rules::Value &l : log.lines.list.items()) {
            QCOMPARE(l.ref.use_count(), 0L);
            QCOMPARE(l.logline().key.ref.use_count(), 0L);
            const QString key = QString::fromStdString(l.logline().key.text());
            const auto [at, added] = keys.emplace(l.logline().key.ref.get(), key);
            QCOMPARE(at->second, key);
        }
        int blockStarts = 0;
        for (const rules::Value &l : log.lines.list.items())
            blockStarts += l.logline().key.text() == "block_start";
        QCOMPARE(blockStarts, 2);
        const auto verdict = rules::ComplianceChecker(rules::RuleBook::embedded(), "training", "4.0.0").check(log.lines);
        QCOMPARE(int(verdict.outcome), int(rules::Verdict::Outcome::Valid));
    }

    // The import keeps only the lines of keys the log's ruleset reads. A round-4.0 ResNet log's
    // rules chain to a 3.1 file (closed_resnet_sgd.yaml), whose keys stay; weights_initialization,
    // read only by the 1.1 and 2.0 rules, goes; the verdict is the one all lines give; and the lines
    // are never checked under a ruleset whose keys were not kept.
    void aLogKeepsTheKeysOfItsRulesetOnly()
    {
        const qint64 start = 1700000000000;
        const QByteArray text = test::compliantPreamble(start) + test::mllogLine(start - 9000, "weights_initialization", "null") +
                                test::mllogLine(start - 5000, "submission_benchmark", "\"resnet\"") +
                                test::mllogLine(start, "run_start", "null") + test::compliantBlock(start + 500) +
                                ":::MLLOG {\"time_ms\": 1700000001000, \"key\": \"eval_accuracy\", \"value\": 0.7601, "
                                "\"metadata\": {\"epoch_num\": 40}}\n"
                                ":::MLLOG {\"time_ms\": 1700000600000, \"key\": \"run_stop\", \"value\": null, \"metadata\": "
                                "{\"status\": \"success\"}}\n";
        const auto book = rules::RuleBook::embedded();
        import::ResultLogParseOptions every;
        every.rules = book.get();
        import::ResultLogParseOptions own = every;
        own.ruleset = "training_4.0.0";
        const import::ParsedResultLog all = import::parseResultLogBytes(text, QStringLiteral("mem"), every);
        const import::ParsedResultLog kept = import::parseResultLogBytes(text, QStringLiteral("mem"), own);
        const auto keys = [](const import::ParsedResultLog &log) {
            QStringList out;
            for (const rules::Value &l : log.lines.list.items())
                out << QString::fromStdString(l.logline().key.text());
            return out;
        };
        QVERIFY(keys(all).contains(QStringLiteral("weights_initialization")));
        QVERIFY(!keys(kept).contains(QStringLiteral("weights_initialization")));
        QStringList expected = keys(all);
        expected.removeAll(QStringLiteral("weights_initialization"));
        QCOMPARE(keys(kept), expected);
        QVERIFY(keys(kept).contains(QStringLiteral("sgd_opt_momentum"))); // training_3.1.0/closed_resnet_sgd.yaml

        const rules::ComplianceChecker checker(book, "training", "4.0.0");
        const rules::Verdict fromAll = checker.check(all.lines), fromKept = checker.check(kept.lines);
        QCOMPARE(int(fromKept.outcome), int(rules::Verdict::Outcome::Valid));
        QCOMPARE(int(fromAll.outcome), int(fromKept.outcome));
        QCOMPARE(fromAll.warnings.size(), fromKept.warnings.size());

        const rules::Verdict elsewhere = rules::ComplianceChecker(book, "training", "2.0.0").check(kept.lines);
        QCOMPARE(int(elsewhere.outcome), int(rules::Verdict::Outcome::Unsupported));
        QVERIFY2(elsewhere.error.find("outside training_4.0.0") != std::string::npos, elsewhere.error.c_str());
    }

    // A CHECK that reads only the line gives, on a line the reader found again in the log before,
    // what it gave there (rules/CheckMemo.h), and the verdict is the one each log gives alone. The
    // block_start whose epoch_count is 0 passes four such CHECKs of training_4.0.0's common.yaml
    // and fails one ("v['metadata']['epoch_count'] > 0 if ..."); a memo that mixed its CHECKs up
    // would fail another, or none.
    void aRepeatedLineGivesItsChecksOutcomesAgain()
    {
        const qint64 start = 1700000000000;
        QByteArray zeroEpochs = test::compliantBlock(start + 400);
        zeroEpochs.replace("\"epoch_count\": 1", "\"epoch_count\": 0");
        const QByteArray text = test::compliantPreamble(start) +
                                test::mllogLine(start - 5000, "submission_benchmark", "\"resnet\"") +
                                test::mllogLine(start, "run_start", "null") + zeroEpochs + test::compliantBlock(start + 500) +
                                ":::MLLOG {\"time_ms\": 1700000001000, \"key\": \"eval_accuracy\", \"value\": 0.7601, "
                                "\"metadata\": {\"epoch_num\": 40}}\n"
                                ":::MLLOG {\"time_ms\": 1700000600000, \"key\": \"run_stop\", \"value\": null, \"metadata\": "
                                "{\"status\": \"success\"}}\n";
        const auto book = rules::RuleBook::embedded();
        const rules::ComplianceChecker checker(book, "training", "4.0.0");
        const auto messages = [](const rules::Verdict &v) {
            QStringList out;
            for (const rules::RuleMessage &m : v.messages)
                out << QString::fromStdString(m.text());
            return out;
        };
        import::ResultLogParseOptions options;
        options.rules = book.get();
        const import::ParsedResultLog alone = import::parseResultLogBytes(text, QStringLiteral("alone"), options);
        const rules::Verdict expected = checker.check(alone.lines);
        QCOMPARE(int(expected.outcome), int(rules::Verdict::Outcome::Invalid));
        QCOMPARE(messages(expected).size(), 1);
        QVERIFY2(messages(expected).first().contains(QLatin1String("['epoch_count'] > 0")),
                 qPrintable(messages(expected).first()));

        const import::ReaderMemoryPtr memory = import::makeReaderMemory();
        options.memory = memory.get();
        for (int log = 0; log < 3; ++log) {
            const import::ParsedResultLog read = import::parseResultLogBytes(text, QStringLiteral("memo"), options);
            int remembered = 0; // lines whose memo came from the log before, filled
            for (const rules::Value &l : read.lines.list.items())
                remembered += l.logline().checkMemo && l.logline().checkMemo->scripts[0] ? 1 : 0;
            QCOMPARE(remembered > 0, log > 0);
            const rules::Verdict v = checker.check(read.lines);
            QCOMPARE(int(v.outcome), int(expected.outcome));
            QCOMPARE(messages(v), messages(expected));
        }
    }

    void powerLinesReadAsBefore()
    {
        // Readings in place and through QJsonDocument (the escaped key, the NaN) add up the same.
        const QByteArray node = ":::MLLOG {\"time_ms\": 1000, \"key\": \"power_measurement_start\", \"value\": null}\n"
                                ":::MLLOG {\"time_ms\": 2000, \"key\": \"power_reading\", \"value\": 100}\n"
                                ":::MLLOG {\"time_ms\": 3000, \"key\": \"power_re\\u0061ding\", \"value\": 200}\n"
                                ":::MLLOG {\"time_ms\": 3500, \"key\": \"power_reading\", \"value\": NaN}\n"
                                ":::MLLOG {\"time_ms\": 4000, \"key\": \"power_reading\", \"value\": 300}\n"
                                ":::MLLOG {\"time_ms\": 5000, \"key\": \"power_measurement_stop\", \"value\": null}\n";
        model::Diagnostics diagnostics;
        const import::PowerFileEnergy e = import::nodeEnergy(node, QStringLiteral("node_0.txt"), 8000, diagnostics);
        // (100·1000 + 200·1000 + 300·1000) W·ms over a 4000 ms window, scaled to 8000 ms, in J.
        QVERIFY(e.joules);
        QCOMPARE(*e.joules, 600000.0 * 8000 / 4000 / 1000);
        QCOMPARE(diagnostics.size(), 1); // the NaN line: not JSON to QJsonDocument
        QCOMPARE(diagnostics[0].line, 4);
    }
};

QTEST_GUILESS_MAIN(TestLogReading)
#include "tst_logreading.moc"
