// BENCH_PROFILE=1: after the timed Chromium render runs, a few more renders under the CDP
// profiler, and the functions that took the most time in them (their own time, not their
// callees'). The timed figures are taken before, so profiling changes none of them.

/** Self time per function under `renderPrepared`, over `runs` renders of `n` blocks; the top `top` rows. */
export async function profileRenders(page, { runs = 5, n = 1000, top = 25 } = {}) {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Profiler.enable');
	await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
	let layout = 0;
	await cdp.send('Profiler.start');
	for (let i = 0; i < runs; i++) {
		await page.evaluate((count) => window.prepare(count), n);
		await page.evaluate(() => window.renderPrepared());
		layout += (await page.evaluate(() => window.renderSplit())).layout;
	}
	const { profile } = await cdp.send('Profiler.stop');
	return { rows: selfTimes(profile, 'renderPrepared', runs).slice(0, top), layout: layout / runs };
}

/** [name, ms per run] for each function called under `root`, most first; forced layout counts as the caller's own time. */
function selfTimes(profile, root, runs) {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]));
	const parent = new Map();
	for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
	const under = (id) => {
		for (let p = id; p !== undefined; p = parent.get(p)) if (byId.get(p).callFrame.functionName === root) return true;
		return false;
	};
	const self = new Map();
	profile.samples.forEach((id, i) => {
		const us = profile.timeDeltas[i + 1] ?? 0;
		if (!under(id)) return;
		const frame = byId.get(id).callFrame;
		const name = `${frame.functionName || '(anonymous)'}${frame.lineNumber >= 0 ? `:${frame.lineNumber + 1}` : ' (native)'}`;
		self.set(name, (self.get(name) ?? 0) + us);
	});
	return [...self].sort((a, b) => b[1] - a[1]).map(([name, us]) => [name, us / 1000 / runs]);
}
