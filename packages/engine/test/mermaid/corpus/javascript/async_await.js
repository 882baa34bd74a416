async function fetchJson(url) {
  const res = await fetch(url);
  if (!res.ok) {
    throw new Error(`HTTP ${res.status}`);
  }
  return res.json();
}

async function loadAll(urls) {
  const results = [];
  for await (const chunk of stream(urls)) {
    results.push(chunk);
  }
  try {
    return await Promise.all(urls.map((u) => fetchJson(u)));
  } catch (err) {
    console.error('failed', err);
    return results;
  } finally {
    console.log('done');
  }
}
