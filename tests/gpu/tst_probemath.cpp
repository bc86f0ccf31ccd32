// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The formulas and plumbing of the CUDA backend that run without a GPU: the plateau headline,
// busbw, GEMM tolerances, catalog peaks, cpulists, NUMA lookups and run-time library loading.
#include "scalescope/gpu/AcceleratorCatalogData.h"
#include "scalescope/gpu/DynamicLibrary.h"
#include "scalescope/gpu/HostInfo.h"
#include "scalescope/gpu/HostPlacement.h"
#include "scalescope/gpu/JobTopology.h"
#include "scalescope/gpu/NcclApi.h"
#include "scalescope/gpu/ProbeArgs.h"
#include "scalescope/gpu/ProbeMath.h"
#include "scalescope/gpu/ProbeResult.h"
#include "scalescope/gpu/ProbeRunner.h"
#include "scalescope/gpu/Statistics.h"
#include "scalescope/gpu/SuiteRegistry.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <random>
#include <regex>
#include <sstream>
#include <thread>

#include <unistd.h>

#if defined(SCALESCOPE_HAVE_NCCL_HEADER)
#include <nccl.h>
// Our run-time declarations must be NCCL's ABI.
static_assert(scalescope::gpu::NcclApi::Float32 == ncclFloat32);
static_assert(scalescope::gpu::NcclApi::Bfloat16 == ncclBfloat16);
static_assert(scalescope::gpu::NcclApi::Sum == ncclSum);
static_assert(scalescope::gpu::NcclApi::UniqueIdBytes == NCCL_UNIQUE_ID_BYTES);
static_assert(sizeof(scalescope::gpu::NcclApi::UniqueId) == sizeof(ncclUniqueId));
static_assert(alignof(scalescope::gpu::NcclApi::UniqueId) == alignof(ncclUniqueId));
static_assert(sizeof(ncclUniqueId) == 128);
#endif

using namespace scalescope::gpu;

class TestProbeMath : public QObject
{
    Q_OBJECT

private slots:
    // The probe's output file in a shared folder: a symlink planted where the temporary goes is
    // neither followed nor replaced (its target keeps its bytes), and the output still lands.
    void outputNeverFollowsAPlantedSymlink()
    {
        QTemporaryDir dir;
        const std::string out = dir.filePath(QStringLiteral("run.json")).toStdString();
        const QString victim = dir.filePath(QStringLiteral("victim.txt"));
        QFile v(victim);
        QVERIFY(v.open(QIODevice::WriteOnly));
        v.write("keep me");
        v.close();
        const std::string planted = out + ".tmp." + std::to_string(::getpid()) + ".0";
        QCOMPARE(::symlink(QFile::encodeName(victim).constData(), planted.c_str()), 0);
        std::string error;
        QVERIFY2(writeFileAtomically(out, "{\"schema\": \"x\"}\n", &error), error.c_str());
        QVERIFY(v.open(QIODevice::ReadOnly));
        QCOMPARE(v.readAll(), QByteArray("keep me"));
        QFile written(QString::fromStdString(out));
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), QByteArray("{\"schema\": \"x\"}\n"));
        QVERIFY(QFileInfo(QString::fromStdString(planted)).isSymLink()); // left alone, not removed by us
    }

    void plateauIsTheMedianOfTheSizesNearTheBest()
    {
        // The best median is 25; sizes within 5 % (≥ 23.75): 16 MiB, 64 MiB, 256 MiB.
        const std::vector<SweepPoint> sweep = {{1 << 16, 3.0},  {1 << 20, 12.0}, {1 << 22, 21.0},
                                               {1 << 24, 24.0}, {1 << 26, 25.0}, {1 << 28, 24.5}};
        const auto p = bandwidthPlateau(sweep);
        QVERIFY(p.has_value());
        QCOMPARE(p->gbs, 24.5);
        QCOMPARE(p->fromBytes, int64_t(1) << 24);
        QCOMPARE(p->sizes, (std::vector<int64_t>{1 << 24, 1 << 26, 1 << 28}));
        // Never the average over the sweep (18.25 here).
        double mean = 0;
        for (const auto &s : sweep)
            mean += s.gbs / double(sweep.size());
        QVERIFY(std::fabs(p->gbs - mean) > 5);
        QVERIFY(!bandwidthPlateau({}).has_value());
        QVERIFY(!bandwidthPlateau({{4096, 0.0}}).has_value());
    }

    void busBandwidthFactorIsNcclTests()
    {
        QCOMPARE(allreduceBusFactor(2), 1.0);
        QCOMPARE(allreduceBusFactor(4), 1.5);
        QCOMPARE(allreduceBusFactor(8), 1.75);
        QCOMPARE(allreduceBusFactor(1), 0.0);
    }

    void gemmTolerancesFollowTheStoredPrecision()
    {
        const double acc32 = 50.0 * 64.0 * std::ldexp(1.0, -24); // k = 4096
        QCOMPARE(gemmTolerance("fp64", 4096).ofMagnitude, 50.0 * 64.0 * std::ldexp(1.0, -53));
        QCOMPARE(gemmTolerance("fp32", 4096).ofMagnitude, tf32InputError(4096) / 4);
        QCOMPARE(gemmTolerance("tf32", 4096).ofMagnitude, 4 * std::ldexp(1.0, -11) + acc32);
        QCOMPARE(gemmTolerance("fp16", 4096).ofMagnitude, acc32);
        QCOMPARE(gemmTolerance("bf16", 4096).ofMagnitude, acc32);
        QCOMPARE(gemmTolerance("fp8", 4096).ofMagnitude, acc32 + std::ldexp(1.0, -14));
        // Storing the product rounds it by half a unit of the output's last place, relative to the
        // result: fp16 keeps 11 bits, bf16 8 (fp8 products are written as bf16).
        QCOMPARE(gemmTolerance("fp16", 4096).ofResult, 2 * std::ldexp(1.0, -11));
        QCOMPARE(gemmTolerance("bf16", 4096).ofResult, 2 * std::ldexp(1.0, -8));
        QCOMPARE(gemmTolerance("fp8", 4096).ofResult, gemmTolerance("bf16", 4096).ofResult);
        QCOMPARE(gemmTolerance("fp32", 4096).ofResult, 2 * std::ldexp(1.0, -24));
        // fp32's limit lies below what tf32 inputs cause at every shape the probe measures.
        for (int64_t k : {256, 1024, 2048, 4096, 8192, 65536})
            QVERIFY(gemmTolerance("fp32", k).ofMagnitude < tf32InputError(k));
    }

    // bf16 at the ratio table's 8192³: an element near 30 with Σ|a·b| near 2,000. Rounding the
    // exact result to bf16 passes; an error of 1 (3 % of the result, eight bf16 steps) fails, as it
    // did not while output rounding was scaled by Σ|a·b| (a limit of about 16).
    void bf16OutputRoundingIsRelativeToTheResult()
    {
        const auto bf16 = [](double x) { // round to nearest even on bf16's 8-bit mantissa
            float f = float(x);
            uint32_t b = 0;
            std::memcpy(&b, &f, sizeof b);
            b = (b + 0x7FFFu + ((b >> 16) & 1u)) & 0xFFFF0000u;
            std::memcpy(&f, &b, sizeof b);
            return double(f);
        };
        const GemmTolerance t = gemmTolerance("bf16", 8192);
        std::mt19937_64 rng(11);
        std::uniform_real_distribution<double> u(-1.0, 1.0);
        double worstRounded = 0, worstOff = 0;
        for (int dot = 0; dot < 64; ++dot) {
            double ref = 0, mag = 0;
            for (int i = 0; i < 8192; ++i) {
                const double x = bf16(u(rng)) * bf16(u(rng));
                ref += x;
                mag += std::fabs(x);
            }
            worstRounded = std::max(worstRounded, gemmErrorRatio(t, ref, mag, bf16(ref)));
            worstOff = std::max(worstOff, gemmErrorRatio(t, ref, mag, bf16(ref + (ref < 0 ? -1.0 : 1.0))));
        }
        QVERIFY2(worstRounded <= 0.6, qPrintable(QString::number(worstRounded)));
        QVERIFY2(worstOff > 1, qPrintable(QString::number(worstOff)));
        QVERIFY(gemmErrorRatio(t, 30.0, 2000.0, 31.0) > 1);
        QVERIFY(gemmErrorRatio(t, 30.0, 2000.0, bf16(30.1)) <= 1);
    }

    // A GEMM that writes NaN or ∞ never passes, and the largest ratio over the sampled elements,
    // taken with std::max as the suites do, stays +∞ wherever the NaN falls.
    void nonFiniteResultsNeverPass()
    {
        const GemmTolerance t = gemmTolerance("bf16", 4096);
        const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
        QCOMPARE(gemmErrorRatio(t, 3.0, 100.0, nan), inf);
        QCOMPARE(gemmErrorRatio(t, 3.0, 100.0, inf), inf);
        QCOMPARE(gemmErrorRatio(t, 3.0, 100.0, -inf), inf);
        QCOMPARE(gemmErrorRatio(t, nan, 100.0, 3.0), inf);
        QCOMPARE(gemmErrorRatio(t, 0.0, 0.0, 0.0), 0.0); // all products zero, result zero
        QCOMPARE(gemmErrorRatio(t, 0.0, 0.0, 1e-30), inf);
        for (int at = 0; at < 3; ++at) {
            double worst = 0;
            for (int c = 0; c < 3; ++c)
                worst = std::max(worst, gemmErrorRatio(t, 3.0, 100.0, c == at ? nan : 3.0));
            QCOMPARE(worst, inf);
        }
    }

    // The fp32 limit against dot products computed here: fp32 inputs summed in fp32 one term after
    // the other (the worst order) pass it, the same inputs rounded to tf32 fail it.
    void fp32ToleranceTellsFp32FromTf32()
    {
        const auto tf32 = [](float x) { // round to nearest on a 10-bit mantissa, as tensor cores read fp32
            uint32_t b = 0;
            std::memcpy(&b, &x, sizeof b);
            b = (b + 0x1000u) & 0xFFFFE000u;
            std::memcpy(&x, &b, sizeof b);
            return x;
        };
        std::mt19937_64 rng(7);
        std::uniform_real_distribution<float> u(-1.0f, 1.0f);
        for (int k : {1024, 8192}) {
            double worstFp32 = 0, worstTf32 = 0;
            for (int dot = 0; dot < 64; ++dot) { // the probe checks 64 sampled elements
                std::vector<float> a(static_cast<size_t>(k)), b(static_cast<size_t>(k));
                for (int i = 0; i < k; ++i)
                    a[size_t(i)] = u(rng), b[size_t(i)] = u(rng);
                double ref = 0, mag = 0;
                volatile float fp32 = 0, rounded = 0; // volatile: every partial sum is stored as fp32
                for (size_t i = 0; i < size_t(k); ++i) {
                    ref += double(a[i]) * double(b[i]);
                    mag += std::fabs(double(a[i]) * double(b[i]));
                    fp32 = fp32 + a[i] * b[i];
                    rounded = rounded + tf32(a[i]) * tf32(b[i]);
                }
                worstFp32 = std::max(worstFp32, std::fabs(double(fp32) - ref) / mag);
                worstTf32 = std::max(worstTf32, std::fabs(double(rounded) - ref) / mag);
            }
            QVERIFY2(worstFp32 <= gemmTolerance("fp32", k).ofMagnitude / 10, qPrintable(QString::number(worstFp32)));
            QVERIFY2(worstTf32 > 2 * gemmTolerance("fp32", k).ofMagnitude, qPrintable(QString::number(worstTf32)));
            QVERIFY(worstTf32 <= gemmTolerance("tf32", k).ofMagnitude); // and tf32 itself passes its own limit
        }
    }

    // The read kernel's check: an even number of reads XORs to zero, what a kernel that reads
    // nothing gives; the probe clears the accumulator and reads once, which must not be zero.
    void readChecksXorOneRead()
    {
        QCOMPARE(xorOfReads(1000, 2), 0u);
        QCOMPARE(xorOfReads(1000, 12), 0u);
        QCOMPARE(xorOfReads(1000, 1), patternXor(1000));
        QCOMPARE(xorOfReads(1000, 13), patternXor(1000));
        QCOMPARE(patternXor(3), patternWord(0) ^ patternWord(1) ^ patternWord(2));
        for (size_t words : {size_t(1) << 26, size_t(1) << 28}) // the suite's 256 MiB (--quick) and 1 GiB buffers
            QVERIFY(xorOfReads(words, 1) != 0);
    }

    // A GPU test of a few microseconds (event-timed, shorter than its launch) stops at the CUDA
    // cap; the wall clock, not the samples' own time, counts toward the minimum time.
    void fastGpuTestsStopAtTheSampleCap()
    {
        const std::atomic<bool> cancel{false};
        const SampleRun fast = sample([]() { return 2e-6; }, cudaSampler(fullSampler()), cancel);
        QCOMPARE(fast.seconds.size(), size_t(1000));
        // 1 ms of wall time per sample that reports 1 µs, steady: the spread rule may stop it once
        // 0.3 s have passed on the wall clock, after a few hundred samples; counting the samples'
        // own time it would have run to the 3 s maximum.
        QElapsedTimer timer;
        timer.start();
        const SampleRun slow = sample(
            []() {
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
                return 1e-6;
            },
            fullSampler(), cancel);
        QVERIFY2(slow.seconds.size() >= 10 && slow.seconds.size() < 1000, qPrintable(QString::number(slow.seconds.size())));
        QVERIFY(timer.elapsed() < 2500);
    }

    // A test with 10,000 samples keeps 256 in its document, evenly spaced, first and last
    // included; its summary is over all of them.
    void documentsKeepAFewHundredSamples()
    {
        TestResult r;
        r.suite = "latency";
        r.name = "kernel launch and synchronize";
        r.device = "cuda0";
        for (int i = 0; i < 10000; ++i)
            r.samples.push_back(1e-6 * (1 + i % 100)), r.values.push_back(1.0 + i % 100);
        r.values.back() = 5000.0; // the slowest sample is the last one
        r.summary = summarize(r.values);
        const nlohmann::json j = r.toJson();
        QCOMPARE(j["sample_count"].get<size_t>(), size_t(10000));
        QCOMPARE(j["values"].size(), kSamplesKept);
        QCOMPARE(j["samples_s"].size(), kSamplesKept);
        QCOMPARE(j["values"].front().get<double>(), 1.0);
        QCOMPARE(j["values"].back().get<double>(), 5000.0);
        QCOMPARE(j["max"].get<double>(), 5000.0);
        QCOMPARE(j["median"].get<double>(), summarize(r.values).median);
        QVERIFY2(j.dump().size() < 16000, qPrintable(QString::number(j.dump().size()))); // all 10,000: about 190 kB
        QCOMPARE(evenlySpaced({1, 2, 3}, 256), (std::vector<double>{1, 2, 3}));
        QCOMPARE(evenlySpaced({1, 2, 3, 4, 5}, 3), (std::vector<double>{1, 3, 5}));
    }

    void cpuListsParseLikeTheKernelWritesThem()
    {
        QCOMPARE(parseCpuList("0-3,8,10-11"), (std::vector<int>{0, 1, 2, 3, 8, 10, 11}));
        QCOMPARE(parseCpuList("5"), (std::vector<int>{5}));
        QVERIFY(parseCpuList("").empty());
        QVERIFY(parseCpuList("3-1").empty());
        QVERIFY(parseCpuList("a,b").empty());
    }

    void catalogPeaksMatchTheAppsMatching()
    {
        QCOMPARE(catalogPeakTflops("NVIDIA H200", "bf16").value_or(-1), 989.4);
        QCOMPARE(catalogPeakTflops("NVIDIA H200", "fp16").value_or(-1), 989.4);
        QCOMPARE(catalogPeakTflops("NVIDIA H200", "fp8").value_or(-1), 1978.9);
        QCOMPARE(catalogPeakTflops("NVIDIA A100-SXM4-80GB", "fp64").value_or(-1), 19.5); // '-' folds to ' '
        QCOMPARE(catalogPeakTflops("NVIDIA L40S", "fp8").value_or(-1), 733.0);
        QVERIFY(!catalogPeakTflops("NVIDIA A100-SXM4-80GB", "fp8")); // the catalog gives none
        // nvidia-smi's GH200 name fits both memory variants, which share the GPU and its peaks.
        QCOMPARE(catalogPeakTflops("NVIDIA GH200 480GB", "bf16").value_or(-1), 989.4);
        QVERIFY(!catalogPeakTflops("NVIDIA A100-SXM4-80GB or H100-SXM5-80GB", "bf16")); // two peaks: say nothing
        QVERIFY(!catalogPeakTflops("Some Future GPU", "bf16"));
    }

    void everyCatalogPatternCompilesInTheProbe()
    {
        // The probe uses std::regex (ECMAScript), the app QRegularExpression: a pattern only one
        // of them understands would silently drop a device from the probe's "% of spec".
        const auto catalog = nlohmann::json::parse(acceleratorCatalogJson());
        int patterns = 0;
        for (const auto &e : catalog.at("entries"))
            for (const auto &p : e.value("match", nlohmann::json::array())) {
                try {
                    std::regex re(p.get<std::string>(), std::regex::icase);
                    ++patterns;
                } catch (const std::regex_error &) {
                    QFAIL(qPrintable(QString::fromStdString(p.get<std::string>())));
                }
            }
        QVERIFY(patterns >= 35);
    }

    void missingLibrariesGiveAReasonCode()
    {
        DynamicLibrary lib;
        QVERIFY(!lib.open({"libscalescope-no-such-library.so.1", "libscalescope-no-such-library.so"}));
        QCOMPARE(lib.reasonCode(), std::string("library_missing"));
        QVERIFY(lib.reason().find("libscalescope-no-such-library.so.1") != std::string::npos);
        QVERIFY(lib.symbol("anything") == nullptr);

        DynamicLibrary libc;
        QVERIFY(libc.open({"libc.so.6"}));
        int (*puts)(const char *) = nullptr;
        QVERIFY(libc.bind(puts, "puts"));
        QVERIFY(libc.reasonCode().empty());
        void (*none)() = nullptr;
        QVERIFY(!libc.bind(none, "scalescope_no_such_symbol"));
        QCOMPARE(libc.reasonCode(), std::string("symbol_missing"));
        QVERIFY(libc.reason().find("scalescope_no_such_symbol") != std::string::npos);
    }

    void ncclLoadsWhereTheToolkitShipsIt()
    {
        const NcclApi &nccl = ncclApi();
#ifdef SCALESCOPE_CUDA_LIBRARY_DIR
        if (QFile::exists(QStringLiteral(SCALESCOPE_CUDA_LIBRARY_DIR "/libnccl.so.2"))) {
            QVERIFY2(nccl.usable(), nccl.reason.c_str()); // every symbol we call exists
            QVERIFY(
                QRegularExpression(QStringLiteral("^2\\.\\d+\\.\\d+$")).match(QString::fromStdString(nccl.version())).hasMatch());
            return;
        }
#endif
        if (!nccl.usable())
            QVERIFY(nccl.reasonCode == "library_missing" || nccl.reasonCode == "symbol_missing");
    }

    void deviceListsAreParsedOnce()
    {
        const ParseResult some = parseProbeArgs({"--devices", "2,0,2"});
        QVERIFY(some.error.empty());
        QCOMPARE(some.args.deviceIndices, (std::vector<int>{2, 0})); // order kept, repeats dropped
        const ParseResult all = parseProbeArgs({"--devices", "all"});
        QVERIFY(all.args.deviceIndices.empty());
        QVERIFY(!parseProbeArgs({"--devices", "1,x"}).error.empty());

        // The MPI probe picks each rank's GPU after parsing: the same selection as typing it.
        // (Setting only the text once left the list empty, and every rank stopped with "no CUDA
        // device selected" on the first GPU run.)
        ProbeArgs rank = all.args;
        rank.selectOneDevice(3);
        const ParseResult typed = parseProbeArgs({"--devices", "3"});
        QCOMPARE(rank.devices, typed.args.devices);
        QCOMPARE(rank.deviceIndices, typed.args.deviceIndices);
    }

    void cpuInfoNamesArmCoresAndTheirFeatures()
    {
        using namespace scalescope::gpu;
        // Two of Grace's 72 cores as Linux prints them (implementer 0x41 Arm, part 0xd4f Neoverse V2).
        std::istringstream grace("processor\t: 0\nBogoMIPS\t: 2000.00\nFeatures\t: fp asimd evtstrm aes pmull sha1 sha2 "
                                 "crc32 atomics fphp asimdhp cpuid asimdrdm jscvt fcma lrcpc dcpop sha3 sm3 sm4 asimddp "
                                 "sha512 sve asimdfhm dit uscat ilrcpc flagm ssbs sb paca pacg dcpodp sve2 sveaes svepmull "
                                 "svebitperm svesha3 svesm4 flagm2 frint svei8mm svebf16 i8mm bf16 dgh bti\n"
                                 "CPU implementer\t: 0x41\nCPU architecture: 8\nCPU variant\t: 0x0\nCPU part\t: 0xd4f\n"
                                 "CPU revision\t: 0\n\nprocessor\t: 1\nCPU implementer\t: 0x41\nCPU part\t: 0xd4f\n");
        HostInfo arm;
        readCpuInfo(grace, arm);
        QCOMPARE(QString::fromStdString(arm.cpuModel), QStringLiteral("Arm Neoverse V2"));
        QVERIFY(arm.hasBf16() && arm.hasFlag("sve2") && !arm.hasFlag("avx2"));
        std::istringstream other("CPU implementer\t: 0x61\nCPU part\t: 0x022\nFeatures\t: fp asimd\n");
        HostInfo apple;
        readCpuInfo(other, apple);
        QCOMPARE(QString::fromStdString(apple.cpuModel), QStringLiteral("CPU implementer 0x61 part 0x022")); // not guessed
        QVERIFY(!apple.hasBf16());
        std::istringstream x86("processor\t: 0\nmodel name\t: Intel(R) Xeon(R) Platinum 8480+\nflags\t\t: fpu avx2 avx512f "
                               "avx512_bf16 amx_bf16\n");
        HostInfo intel;
        readCpuInfo(x86, intel);
        QCOMPARE(QString::fromStdString(intel.cpuModel), QStringLiteral("Intel(R) Xeon(R) Platinum 8480+"));
        QVERIFY(intel.hasBf16() && intel.hasFlag("avx2"));
    }

    void theSuiteRegistryDrivesArgumentsAndPrecisions()
    {
        using namespace scalescope::gpu;
        const std::vector<std::string> names = suiteNames(suiteRegistry());
        QCOMPARE(names.size(), size_t(8));
        QCOMPARE(parseProbeArgs({}).args.suites, names); // every suite unless --suite chose
        QVERIFY(!parseProbeArgs({"--suite", "nosuch"}).error.empty());
        for (const SuiteInfo &s : suiteRegistry()) {
            QVERIFY2(!s.description.empty(), s.name.c_str());
#ifdef SCALESCOPE_WITH_CUDA
            QVERIFY2(s.cuda, s.name.c_str()); // every suite has a CUDA version
#else
            QVERIFY2(!s.cuda && s.cudaPrecisions.empty(), s.name.c_str()); // nothing is offered that cannot run
#endif
        }
        // host and p2p move data between GPUs and the host: no CPU version.
        QVERIFY(!findSuite(suiteRegistry(), "host")->cpu && !findSuite(suiteRegistry(), "p2p")->cpu);
        const std::vector<std::string> cpuGemm = findSuite(suiteRegistry(), "gemm")->cpuPrecisions;
        QCOMPARE(cpuGemm, (std::vector<std::string>{"fp64", "fp32"}));
        QVERIFY(probeUsage().find("inventory,gemm,memory,host,p2p,latency,allreduce,train-step|all") != std::string::npos);
    }

    // One GPU per rank across an MPI job: local rank k takes device k, a rank that sees one device
    // takes it, and the job is refused with words naming the ranks when NCCL could not run.
    void everyRankTakesAGpuOfItsOwn()
    {
        using namespace scalescope::gpu;
        QCOMPARE(chooseRankDevice(0, 8, {}).index, 0);
        QCOMPARE(chooseRankDevice(7, 8, {}).index, 7);
        QCOMPARE(chooseRankDevice(3, 1, {}).index, 0); // srun --gpus-per-task=1: each rank sees its own
        const RankDevice tooMany = chooseRankDevice(4, 4, {});
        QCOMPARE(tooMany.index, -1);
        QVERIFY(tooMany.reason.find("start at most 4 ranks per host") != std::string::npos);
        QCOMPARE(chooseRankDevice(0, 0, "no CUDA-capable device is detected").reason,
                 std::string("no CUDA-capable device is detected"));

        const auto rank = [](int r, const char *host, const char *bus) {
            nlohmann::json d = {{"rank", r}, {"hostname", host}};
            if (bus)
                d["gpu"] = {{"index", 0}, {"name", "NVIDIA H200"}, {"pci_bus_id", bus}};
            else
                d["gpu"] = nullptr, d["gpu_reason"] = "no CUDA device";
            return d;
        };
        // Two nodes, two GPUs each: the same bus id on different hosts is two GPUs.
        nlohmann::json job = {rank(0, "a", "0000:19:00.0"), rank(1, "a", "0000:3b:00.0"), rank(2, "b", "0000:19:00.0"),
                              rank(3, "b", "0000:3b:00.0")};
        QCOMPARE(rankDeviceProblem(job), std::string());
        job[3]["gpu"]["pci_bus_id"] = "0000:19:00.0"; // ranks 2 and 3 both see b's first GPU
        QCOMPARE(rankDeviceProblem(job),
                 std::string("rank 3 on b and rank 2 share the GPU at 0000:19:00.0 (NCCL needs one GPU per rank: give "
                             "each rank its own, e.g. srun --gpus-per-task=1)"));
        job[1] = rank(1, "a", nullptr);
        QVERIFY(rankDeviceProblem(job).find("rank 1 on a has no GPU: no CUDA device; rank 3 on b and rank 2") == 0);
    }

    void pingPongCoversRankZeroAndEveryPairOfHosts()
    {
        using namespace scalescope::gpu;
        using Pairs = std::vector<std::pair<int, int>>;
        QCOMPARE(pingPongPairs({"a"}), Pairs{});
        QCOMPARE(pingPongPairs({"a", "a", "a"}), (Pairs{{0, 1}, {0, 2}}));
        // Two hosts: rank 0 with each rank already crosses between them.
        QCOMPARE(pingPongPairs({"a", "a", "b", "b"}), (Pairs{{0, 1}, {0, 2}, {0, 3}}));
        // Three hosts, two ranks each: b's and c's first ranks (2 and 4) as well.
        QCOMPARE(pingPongPairs({"a", "a", "b", "b", "c", "c"}), (Pairs{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}, {2, 4}}));
        // Hosts interleaved (srun --distribution=cyclic): leaders are the first rank seen on each.
        QCOMPARE(pingPongPairs({"a", "b", "c", "d", "b"}), (Pairs{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {2, 3}}));
    }

    void numaLookupsNeverFail()
    {
        QVERIFY(numaNodeCount() >= 1);
        QCOMPARE(pciNumaNode("ffff:ff:1f.7"), -1); // no such device
        const NumaPlacement none(-1);
        QVERIFY(!none.applied());
        const NumaPlacement node0(0); // binds only on a multi-node machine
        QCOMPARE(node0.applied(), numaNodeCount() > 1);
    }
};

QTEST_GUILESS_MAIN(TestProbeMath)
#include "tst_probemath.moc"
