# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""scikit-learn on the files bench_kmeans wrote: the same rows, the same initial centres, the
same settings (k = 5, max_iter = 50, tol = 0), silhouette with sample_size = 5000, PCA."""
import sys
import time

import numpy as np
from sklearn.cluster import KMeans
from sklearn.decomposition import PCA
from sklearn.metrics import silhouette_score
from threadpoolctl import threadpool_info

base, n = sys.argv[1], int(sys.argv[2])
x = np.fromfile(base + ".rows", dtype="<f8").reshape(n, 8)
init = np.fromfile(base + ".init", dtype="<f8").reshape(5, 8)
for pool in threadpool_info():
    print("sklearn threadpool:", pool.get("internal_api"), pool.get("num_threads"), pool.get("architecture"))

t = time.perf_counter()
km = KMeans(n_clusters=5, init=init, n_init=1, max_iter=50, tol=0, algorithm="lloyd").fit(x)
lloyd = time.perf_counter() - t
print(f"sklearn lloyd50_s={lloyd:.4f} per_iter_s={lloyd / max(1, km.n_iter_):.5f} iterations={km.n_iter_} inertia={km.inertia_:.6e}")

t = time.perf_counter()
full = KMeans(n_clusters=5, init="k-means++", n_init=10, max_iter=50, tol=0, random_state=0).fit(x)
print(f"sklearn kmeans++x10_s={time.perf_counter() - t:.4f} inertia={full.inertia_:.6e}")

t = time.perf_counter()
sil = []
for k in range(2, 11):
    labels = KMeans(n_clusters=k, n_init=1, max_iter=10, random_state=0).fit_predict(x)
    sil.append(silhouette_score(x, labels, sample_size=5000, random_state=1))
print(f"sklearn sweep_k2_10_s={time.perf_counter() - t:.4f} (mean silhouette {np.mean(sil):.4f})")

t = time.perf_counter()
p = PCA().fit(x)
print(f"sklearn pca_s={time.perf_counter() - t:.4f} first_component={p.explained_variance_ratio_[0]:.4f}")
