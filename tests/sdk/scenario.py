"""Drives `tunnelctl serve` with the official ngrok Python SDK (`ngrok-api`, import name `ngrok`).

Run by tests/official_sdks.rs with NGROK_API_KEY and BASE_URL set. Each section exercises one resource
group; any failed assertion or unexpected exception exits non-zero with a traceback.
"""

import os

import ngrok

USER_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHGb4l1yk2AJnLZrszjtSF7tJpR2XyhFd2ZAvMSaWNTj alice@laptop"

client = ngrok.Client(os.environ["NGROK_API_KEY"], base_url=os.environ["BASE_URL"])


def expect_not_found(call):
    try:
        call()
    except ngrok.NotFoundError as err:
        assert err.http_status_code == 404, err.http_status_code
        return
    raise AssertionError("expected ngrok.NotFoundError")


def tcp_edges():
    tcp = client.edges.tcp
    edge = tcp.create(description="sdk", hostports=["sdk.example.com:1"])
    assert edge.id.startswith("edgtcp_"), edge.id
    assert edge.description == "sdk" and edge.hostports == ["sdk.example.com:1"]
    assert tcp.get(edge.id).id == edge.id
    updated = tcp.update(id=edge.id, metadata="m")
    assert updated.metadata == "m" and updated.description == "sdk", updated

    # Iterating a list longer than one page returns every item once.
    created = {tcp.create(description=f"page {i}").id for i in range(105)}
    created.add(edge.id)
    listed = [e.id for e in tcp.list()]
    assert len(listed) == len(set(listed)) == 106, len(listed)
    assert set(listed) == created

    try:
        tcp.create(hostports=["sdk.example.com:1"])
        raise AssertionError("a taken hostport must be refused")
    except ngrok.Error as err:
        assert err.http_status_code == 409 and err.error_code == "ERR_NGROK_7122", err

    tcp.delete(edge.id)
    expect_not_found(lambda: tcp.get(edge.id))


def tcp_edge_modules():
    from ngrok.datatypes import EndpointBackendMutate, EndpointIPPolicyMutate

    modules, tcp = client.edge_modules, client.edges.tcp
    edge = tcp.create(description="modules")
    backend_id = "bkdtg_2Ba8mJ6fB3bNBGn0ImcMOuSJPqa"
    expect_not_found(lambda: modules.tcp_edge_backend.get(edge.id))
    backend = modules.tcp_edge_backend.replace(edge.id, EndpointBackendMutate(client, {"backend_id": backend_id}))
    assert backend.enabled is True and backend.backend.id == backend_id, backend
    assert backend.backend.uri.endswith("/backends/tunnel_group/" + backend_id), backend.backend.uri
    assert modules.tcp_edge_backend.get(edge.id).backend.id == backend_id
    assert tcp.get(edge.id).backend.backend.id == backend_id
    # PUT replaces the module whole: left out, `enabled` is true again.
    off = modules.tcp_edge_backend.replace(
        edge.id, EndpointBackendMutate(client, {"enabled": False, "backend_id": backend_id})
    )
    assert off.enabled is False, off
    modules.tcp_edge_backend.delete(edge.id)
    expect_not_found(lambda: modules.tcp_edge_backend.get(edge.id))
    expect_not_found(lambda: modules.tcp_edge_backend.delete(edge.id))

    policies = ["ipp_2Ba8mJ6fB3bNBGn0ImcMOuSJPqb", "ipp_2Ba8mJ6fB3bNBGn0ImcMOuSJPqc"]
    expect_not_found(lambda: modules.tcp_edge_ip_restriction.get(edge.id))
    restriction = modules.tcp_edge_ip_restriction.replace(
        edge.id, EndpointIPPolicyMutate(client, {"enabled": False, "ip_policy_ids": policies})
    )
    assert restriction.enabled is False and [p.id for p in restriction.ip_policies] == policies, restriction
    assert [p.id for p in modules.tcp_edge_ip_restriction.get(edge.id).ip_policies] == policies
    try:
        modules.tcp_edge_ip_restriction.replace(edge.id, EndpointIPPolicyMutate(client, {"ip_policy_ids": ["nope"]}))
        raise AssertionError("an IP policy ID without its prefix must be refused")
    except ngrok.Error as err:
        assert err.http_status_code == 400 and err.error_code == "ERR_NGROK_227", err
    assert [p.id for p in modules.tcp_edge_ip_restriction.get(edge.id).ip_policies] == policies
    modules.tcp_edge_ip_restriction.delete(edge.id)
    expect_not_found(lambda: modules.tcp_edge_ip_restriction.get(edge.id))

    # The current API's traffic_policy module: the edge's policy, its rules as JSON or YAML text.
    from ngrok.datatypes import EndpointTrafficPolicy

    traffic = modules.tcp_edge_traffic_policy
    expect_not_found(lambda: traffic.get(edge.id))
    yaml = "inbound:\n  - name: deny-one\n    expressions: [\"conn.client_ip == '10.0.0.9'\"]\n    actions: [{type: deny}]\n"
    put = traffic.replace(edge.id, EndpointTrafficPolicy(client, {"enabled": True, "value": yaml}))
    assert put.enabled is True and put.value == yaml, put
    assert traffic.get(edge.id).value == put.value
    # The SDK's TCPEdge has no `policy` property (the seed's field): read it from the raw body.
    assert tcp.get(edge.id)._props["policy"]["inbound"][0]["expressions"] == ["conn.client_ip == '10.0.0.9'"]
    try:
        traffic.replace(edge.id, EndpointTrafficPolicy(client, {"value": "inbound: [{expressions: ['(('], actions: [{type: deny}]}]"}))
        raise AssertionError("a policy whose CEL does not parse must be refused")
    except ngrok.Error as err:
        assert err.http_status_code == 400 and err.error_code == "ERR_NGROK_215", err
    assert traffic.get(edge.id).value == put.value
    traffic.delete(edge.id)
    expect_not_found(lambda: traffic.get(edge.id))

    # The edge's own traffic_policy field (TCPEdgeCreate, TCPEdgeUpdate): its text comes back as sent.
    logged = "inbound:\n  - expressions: [\"conn.client_ip == '10.0.0.7'\"]  # one host\n    actions: [{type: log}]\n"
    created = tcp.create(description="tp", traffic_policy=EndpointTrafficPolicy(client, {"enabled": True, "value": logged}))
    assert created.traffic_policy.enabled is True and created.traffic_policy.value == logged, created
    assert tcp.get(created.id).traffic_policy.value == logged
    updated = tcp.update(id=created.id, traffic_policy=EndpointTrafficPolicy(client, {"enabled": False, "value": yaml}))
    assert updated.traffic_policy.enabled is False and updated.traffic_policy.value == yaml, updated
    assert tcp.get(created.id).traffic_policy == updated.traffic_policy
    try:
        tcp.update(id=created.id, traffic_policy=EndpointTrafficPolicy(client, {"value": "inbound: [{actions: [{type: nope}]}]"}))
        raise AssertionError("an unknown action type must be refused")
    except ngrok.Error as err:
        assert err.http_status_code == 400 and "deny, log, restrict-ips" in str(err), err
    assert tcp.get(created.id).traffic_policy.value == yaml
    tcp.delete(created.id)

    assert tcp.get(edge.id).backend is None and tcp.get(edge.id).ip_restriction is None
    tcp.delete(edge.id)


def route_and_tls_modules():
    from ngrok.datatypes import EndpointCompression, EndpointSAMLMutate, EndpointTLSTermination

    modules = client.edge_modules
    edge, route = "edghts_2Ba8mJ6fB3bNBGn0ImcMOuSJPqa", "edghtsrt_2Ba8mJ6fB3bNBGn0ImcMOuSJPqb"
    idp = '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com"/>'
    saml = modules.https_edge_route_saml.replace(
        edge, route, EndpointSAMLMutate(client, {"idp_metadata": idp, "authorized_groups": ["ops"]})
    )
    assert saml.authorized_groups == ["ops"] and saml.metadata_url.endswith("/saml/" + route), saml
    assert "BEGIN CERTIFICATE" in saml.request_signing_certificate_pem
    assert modules.https_edge_route_saml.get(edge, route).entity_id == saml.entity_id
    modules.https_edge_route_saml.delete(edge, route)
    expect_not_found(lambda: modules.https_edge_route_saml.get(edge, route))

    compression = modules.https_edge_route_compression.replace(edge, route, EndpointCompression(client, {"enabled": False}))
    assert compression.enabled is False
    assert modules.https_edge_route_compression.get(edge, route).enabled is False
    modules.https_edge_route_compression.delete(edge, route)

    tls_edge = "edgtls_2Ba8mJ6fB3bNBGn0ImcMOuSJPqc"
    tls = modules.tls_edge_tls_termination.replace(tls_edge, EndpointTLSTermination(client, {"terminate_at": "edge"}))
    assert tls.terminate_at == "edge" and tls.min_version == "1.2", tls
    assert modules.tls_edge_tls_termination.get(tls_edge).terminate_at == "edge"
    modules.tls_edge_tls_termination.delete(tls_edge)
    expect_not_found(lambda: modules.tls_edge_tls_termination.get(tls_edge))


def event_subscriptions():
    from ngrok.datatypes import EventSourceReplace

    subs = client.event_subscriptions
    destination = "ed_2Ba8mJ6fB3bNBGn0ImcMOuSJPqd"
    sub = subs.create(
        description="sdk",
        sources=[EventSourceReplace(client, {"type": "ip_policy_created.v0"})],
        destination_ids=[destination],
    )
    assert sub.id.startswith("esb_") and [s.type for s in sub.sources] == ["ip_policy_created.v0"]
    assert [d.id for d in sub.destinations] == [destination]
    # The SDK sends sources=[] and destination_ids=[] on every update: both mean "unchanged".
    updated = subs.update(id=sub.id, description="renamed")
    assert updated.description == "renamed" and len(updated.sources) == 1 and len(updated.destinations) == 1
    assert [s.id for s in subs.list()] == [sub.id]

    sources = client.event_sources
    added = sources.create(sub.id, type="ip_policy_deleted.v0")
    assert added.type == "ip_policy_deleted.v0" and added.uri.endswith("/sources/ip_policy_deleted.v0"), added
    assert [s.type for s in sources.list(sub.id).sources] == ["ip_policy_created.v0", "ip_policy_deleted.v0"]
    assert sources.get(sub.id, "ip_policy_deleted.v0").type == "ip_policy_deleted.v0"
    # The SDK sends the PATCH without a body; it answers the source.
    assert sources.update(sub.id, "ip_policy_deleted.v0").uri == added.uri
    sources.delete(sub.id, "ip_policy_deleted.v0")
    expect_not_found(lambda: sources.get(sub.id, "ip_policy_deleted.v0"))
    expect_not_found(lambda: sources.update(sub.id, "ip_policy_deleted.v0"))

    subs.delete(sub.id)
    expect_not_found(lambda: subs.get(sub.id))


def tunnel_sessions():
    # The test brought one emulated agent online (SESSION_ID) before running this script.
    session_id = os.environ["SESSION_ID"]
    sessions = client.tunnel_sessions
    assert [s.id for s in sessions.list()] == [session_id]
    session = sessions.get(session_id)
    assert session.os == "linux" and session.transport == "ngrok/2", session
    # The spec answers actions with 204, but SDK 0.19 sends them through jsonDo, which raises on any
    # 204 after the request succeeded. Accept exactly that error, then check the effect.
    try:
        sessions.stop(session_id)
    except RuntimeError as err:
        assert "unexpected 204" in str(err), err
    expect_not_found(lambda: sessions.get(session_id))
    assert list(sessions.list()) == []


def ssh_certificates():
    cas, certs = client.ssh_certificate_authorities, client.ssh_user_certificates
    ca = cas.create(description="sdk", private_key_type="ecdsa", elliptic_curve="p384")
    assert ca.id.startswith("sshca_") and ca.key_type == "ecdsa", ca
    assert ca.public_key.startswith("ecdsa-sha2-nistp384 "), ca.public_key
    assert cas.get(ca.id).public_key == ca.public_key
    assert cas.update(id=ca.id, description="sdk ca").description == "sdk ca"
    assert [c.id for c in cas.list()] == [ca.id]

    # SDK 0.19 puts datetime.min in the body when no window is given, which requests cannot
    # encode as JSON, so the window is passed as RFC 3339 strings.
    cert = certs.create(
        ssh_certificate_authority_id=ca.id,
        public_key=USER_KEY,
        principals=["alice"],
        critical_options={"force-command": "/usr/bin/true"},
        extensions={"permit-pty": ""},
        valid_after="2026-11-22T10:00:00Z",
        valid_until="2026-11-22T18:00:00Z",
    )
    assert cert.id.startswith("sucrt_") and cert.principals == ["alice"], cert
    assert cert.critical_options == {"force-command": "/usr/bin/true"}, cert.critical_options
    assert cert.certificate.startswith("ssh-ed25519-cert-v01@openssh.com "), cert.certificate
    assert cert.valid_until == "2026-11-22T18:00:00Z", cert.valid_until
    assert [c.id for c in certs.list()] == [cert.id]
    assert certs.update(id=cert.id, metadata="m").metadata == "m"

    try:
        cas.delete(ca.id)
        raise AssertionError("a CA with certificates must not be deleted")
    except ngrok.Error as err:
        assert err.http_status_code == 409, err
    certs.delete(cert.id)
    expect_not_found(lambda: certs.get(cert.id))
    cas.delete(ca.id)
    expect_not_found(lambda: cas.get(ca.id))


def api_keys():
    keys = client.api_keys
    key = keys.create(description="sdk", metadata="m")
    assert key.id.startswith("ak_") and key.token, key
    assert key.description == "sdk" and key.metadata == "m" and key.owner_id is None, key
    got = keys.get(key.id)
    # The token is shown once; afterwards it is null (reading it raised KeyError when missing).
    assert got.id == key.id and got.token is None, got
    assert [(k.id, k.token) for k in keys.list()] == [(key.id, None)]
    updated = keys.update(id=key.id, description="sdk 2")
    assert updated.description == "sdk 2" and updated.metadata == "m" and updated.token is None, updated

    # The token authenticates a client of its own, until the key is deleted.
    own = ngrok.Client(key.token, base_url=os.environ["BASE_URL"])
    assert own.api_keys.get(key.id).id == key.id
    keys.delete(key.id)
    expect_not_found(lambda: keys.get(key.id))
    try:
        own.edges.tcp.list()
        raise AssertionError("a deleted key must be refused")
    except ngrok.Error as err:
        assert err.http_status_code == 401, err


tcp_edges()
api_keys()
tcp_edge_modules()
ssh_certificates()
route_and_tls_modules()
event_subscriptions()
tunnel_sessions()
print("sdk scenario passed")
