// Drives `tunnelctl serve` with the official ngrok TypeScript/JavaScript SDK (`@ngrok/ngrok-api`).
//
// Run by tests/official_sdks.rs with NGROK_API_KEY, BASE_URL and SESSION_ID set and NODE_PATH
// pointing at the SDK's node_modules. Each section exercises one resource group; a failed
// assertion or an unexpected rejection exits non-zero with a stack trace.
//
// The SDK reads every answer as JSON, so each call answered 204 (deletes, session actions)
// rejects with "invalid json" after the request succeeded, against any server that follows the
// API contract. `noContent` accepts exactly that rejection; the effect is then checked.

'use strict';

const assert = require('node:assert/strict');
const { Ngrok } = require('@ngrok/ngrok-api');

const ngrok = new Ngrok({ apiToken: process.env.NGROK_API_KEY, baseUrl: process.env.BASE_URL });
const USER_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHGb4l1yk2AJnLZrszjtSF7tJpR2XyhFd2ZAvMSaWNTj alice@laptop';

async function noContent(call) {
  try {
    await call();
  } catch (err) {
    assert.ok(err instanceof SyntaxError && /invalid js/.test(err.message), err);
  }
}

async function refused(call, statusCode, errorCode) {
  await assert.rejects(call, (err) => {
    assert.equal(err.statusCode, statusCode, JSON.stringify(err));
    if (errorCode !== undefined) assert.equal(err.errorCode, errorCode, JSON.stringify(err));
    return true;
  });
}

const notFound = (call) => refused(call, 404);

async function tcpEdges() {
  const tcp = ngrok.edges.edgesTcp;
  const edge = await tcp.create({ description: 'sdk', hostports: ['sdk.example.com:1'] });
  assert.match(edge.id, /^edgtcp_/);
  assert.deepEqual(edge.hostports, ['sdk.example.com:1']);
  assert.equal((await tcp.get(edge.id)).id, edge.id);
  const updated = await tcp.update({ id: edge.id, metadata: 'm' });
  assert.equal(updated.metadata, 'm');
  assert.equal(updated.description, 'sdk');

  // Listing more than one page returns every item once.
  const created = new Set([edge.id]);
  for (let i = 0; i < 105; i++) created.add((await tcp.create({ description: `page ${i}` })).id);
  const listed = (await tcp.list()).map((e) => e.id);
  assert.equal(listed.length, 106);
  assert.deepEqual(new Set(listed), created);

  await refused(() => tcp.create({ hostports: ['sdk.example.com:1'] }), 409, 'ERR_NGROK_7122');

  await noContent(() => tcp.delete(edge.id));
  await notFound(() => tcp.get(edge.id));
}

async function tcpEdgeModules() {
  const tcp = ngrok.edges.edgesTcp;
  const { tcpEdgeBackendModule: backends, tcpEdgeIpRestrictionModule: restrictions } =
    ngrok.edgeModules;
  const edge = await tcp.create({ description: 'modules' });
  const backendId = 'bkdtg_2Ba8mJ6fB3bNBGn0ImcMOuSJPqa';
  await notFound(() => backends.get(edge.id));
  // The SDK sends the module wrapped: {"id": …, "module": {…}}.
  const backend = await backends.replace({ id: edge.id, module: { backendId } });
  assert.equal(backend.enabled, true);
  assert.equal(backend.backend.id, backendId);
  assert.ok(backend.backend.uri.endsWith(`/backends/tunnel_group/${backendId}`), backend.backend.uri);
  assert.equal((await backends.get(edge.id)).backend.id, backendId);
  assert.equal((await tcp.get(edge.id)).backend.backend.id, backendId);
  await noContent(() => backends.delete(edge.id));
  await notFound(() => backends.get(edge.id));

  const policies = ['ipp_2Ba8mJ6fB3bNBGn0ImcMOuSJPqb', 'ipp_2Ba8mJ6fB3bNBGn0ImcMOuSJPqc'];
  const restriction = await restrictions.replace({
    id: edge.id,
    module: { enabled: false, ipPolicyIds: policies },
  });
  assert.equal(restriction.enabled, false);
  assert.deepEqual(restriction.ipPolicies.map((p) => p.id), policies);
  await refused(
    () => restrictions.replace({ id: edge.id, module: { ipPolicyIds: ['nope'] } }),
    400,
    'ERR_NGROK_227',
  );
  assert.deepEqual((await restrictions.get(edge.id)).ipPolicies.map((p) => p.id), policies);
  await noContent(() => restrictions.delete(edge.id));
  await notFound(() => restrictions.get(edge.id));

  const after = await tcp.get(edge.id);
  assert.equal(after.backend, null);
  assert.equal(after.ipRestriction, null);
  await noContent(() => tcp.delete(edge.id));
}

async function routeAndTlsModules() {
  const { edgeRouteSamlModule: saml, edgeRouteCompressionModule: compression } = ngrok.edgeModules;
  const route = { edgeId: 'edghts_2Ba8mJ6fB3bNBGn0ImcMOuSJPqa', id: 'edghtsrt_2Ba8mJ6fB3bNBGn0ImcMOuSJPqb' };
  const idp =
    '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com"/>';
  const module = await saml.replace({
    ...route,
    module: { idpMetadata: idp, authorizedGroups: ['ops'] },
  });
  assert.deepEqual(module.authorizedGroups, ['ops']);
  assert.ok(module.metadataUrl.endsWith(`/saml/${route.id}`), module.metadataUrl);
  assert.match(module.requestSigningCertificatePem, /BEGIN CERTIFICATE/);
  assert.equal((await saml.get(route)).entityId, module.entityId);
  await noContent(() => saml.delete(route));
  await notFound(() => saml.get(route));

  const off = await compression.replace({ ...route, module: { enabled: false } });
  assert.equal(off.enabled, false);
  assert.equal((await compression.get(route)).enabled, false);
  await noContent(() => compression.delete(route));
  await notFound(() => compression.get(route));

  const tls = ngrok.edgeModules.tlsEdgeTlsTerminationModule;
  const tlsEdge = 'edgtls_2Ba8mJ6fB3bNBGn0ImcMOuSJPqc';
  const termination = await tls.replace({ id: tlsEdge, module: { terminateAt: 'edge' } });
  assert.equal(termination.terminateAt, 'edge');
  assert.equal(termination.minVersion, '1.2');
  assert.equal((await tls.get(tlsEdge)).terminateAt, 'edge');
  await noContent(() => tls.delete(tlsEdge));
  await notFound(() => tls.get(tlsEdge));
}

async function eventSubscriptions() {
  const subs = ngrok.eventSubscriptions;
  const destination = 'ed_2Ba8mJ6fB3bNBGn0ImcMOuSJPqd';
  const sub = await subs.create({
    description: 'sdk',
    sources: [{ type: 'ip_policy_created.v0' }],
    destinationIds: [destination],
  });
  assert.match(sub.id, /^esb_/);
  assert.deepEqual(sub.sources.map((s) => s.type), ['ip_policy_created.v0']);
  assert.deepEqual(sub.destinations.map((d) => d.id), [destination]);
  const renamed = await subs.update({ id: sub.id, description: 'renamed' });
  assert.equal(renamed.description, 'renamed');
  assert.equal(renamed.sources.length, 1);
  assert.deepEqual((await subs.list()).map((s) => s.id), [sub.id]);

  const sources = ngrok.eventSources;
  const item = { subscriptionId: sub.id, type: 'ip_policy_deleted.v0' };
  const added = await sources.create(item);
  assert.equal(added.type, 'ip_policy_deleted.v0');
  assert.ok(added.uri.endsWith('/sources/ip_policy_deleted.v0'), added.uri);
  const listed = await sources.list({ subscriptionId: sub.id });
  assert.deepEqual(listed.sources.map((s) => s.type), ['ip_policy_created.v0', 'ip_policy_deleted.v0']);
  assert.equal((await sources.get(item)).type, 'ip_policy_deleted.v0');
  assert.equal((await sources.update(item)).uri, added.uri);
  await noContent(() => sources.delete(item));
  await notFound(() => sources.get(item));

  await noContent(() => subs.delete(sub.id));
  await notFound(() => subs.get(sub.id));
}

async function sshCertificates() {
  const cas = ngrok.sshCertificateAuthorities;
  const ca = await cas.create({ description: 'sdk', privateKeyType: 'ecdsa', ellipticCurve: 'p384' });
  assert.match(ca.id, /^sshca_/);
  assert.equal(ca.keyType, 'ecdsa');
  assert.match(ca.publicKey, /^ecdsa-sha2-nistp384 /);
  assert.equal((await cas.get(ca.id)).publicKey, ca.publicKey);
  assert.equal((await cas.update({ id: ca.id, description: 'sdk ca' })).description, 'sdk ca');
  assert.deepEqual((await cas.list()).map((c) => c.id), [ca.id]);

  // The SDK's types say Map for options and extensions, but it turns a Map into {} before sending
  // it, so plain objects are passed. It also turns every key of a response into camelCase, map
  // keys included ("force-command" reads back as forceCommand): the raw answer has the real names.
  const users = ngrok.sshUserCertificates;
  const cert = await users.create({
    sshCertificateAuthorityId: ca.id,
    publicKey: USER_KEY,
    principals: ['alice'],
    criticalOptions: { 'force-command': '/usr/bin/true' },
    extensions: { 'permit-pty': '' },
    validAfter: '2026-11-22T10:00:00Z',
    validUntil: '2026-11-22T18:00:00Z',
  });
  assert.match(cert.id, /^sucrt_/);
  assert.deepEqual(cert.principals, ['alice']);
  assert.deepEqual(cert.criticalOptions, { forceCommand: '/usr/bin/true' });
  const raw = await fetch(cert.uri, {
    headers: { Authorization: `Bearer ${process.env.NGROK_API_KEY}`, 'Ngrok-Version': '2' },
  }).then((res) => res.json());
  assert.deepEqual(raw.critical_options, { 'force-command': '/usr/bin/true' });
  assert.deepEqual(raw.extensions, { 'permit-pty': '' });
  assert.match(cert.certificate, /^ssh-ed25519-cert-v01@openssh\.com /);
  assert.equal(cert.validUntil, '2026-11-22T18:00:00Z');
  assert.deepEqual((await users.list()).map((c) => c.id), [cert.id]);
  assert.equal((await users.update({ id: cert.id, metadata: 'm' })).metadata, 'm');

  const hosts = ngrok.sshHostCertificates;
  const host = await hosts.create({
    sshCertificateAuthorityId: ca.id,
    publicKey: USER_KEY,
    principals: ['db1.example.com'],
  });
  assert.match(host.id, /^shcrt_/);
  assert.match(host.certificate, /^ssh-ed25519-cert-v01@openssh\.com /);
  assert.deepEqual((await hosts.list()).map((c) => c.id), [host.id]);

  await refused(() => cas.delete(ca.id), 409);
  await noContent(() => users.delete(cert.id));
  await noContent(() => hosts.delete(host.id));
  await notFound(() => users.get(cert.id));
  await notFound(() => hosts.get(host.id));
  await noContent(() => cas.delete(ca.id));
  await notFound(() => cas.get(ca.id));
}

async function tunnelSessions() {
  // The test brought one emulated agent online (SESSION_ID) before running this script.
  const sessionId = process.env.SESSION_ID;
  const sessions = ngrok.tunnelSessions;
  assert.deepEqual((await sessions.list()).map((s) => s.id), [sessionId]);
  const session = await sessions.get(sessionId);
  assert.equal(session.os, 'linux');
  assert.equal(session.transport, 'ngrok/2');
  // The SDK posts restart and stop with the bare session ID as the body.
  await noContent(() => sessions.restart(sessionId));
  await notFound(() => sessions.get(sessionId));
  const [restarted] = (await sessions.list()).map((s) => s.id);
  assert.ok(restarted > sessionId, `${restarted} after ${sessionId}`);
  await noContent(() => sessions.stop(restarted));
  await notFound(() => sessions.get(restarted));
  assert.deepEqual(await sessions.list(), []);
}

(async () => {
  await tcpEdges();
  await tcpEdgeModules();
  await sshCertificates();
  await routeAndTlsModules();
  await eventSubscriptions();
  await tunnelSessions();
  console.log('sdk scenario passed');
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
