"""Drives `tunnelctl serve` with the official ngrok Python SDK (`ngrok-api`, import name `ngrok`).

Run by tests/python_sdk.rs with NGROK_API_KEY and BASE_URL set. Each section exercises one resource
group; any failed assertion or unexpected exception exits non-zero with a traceback.
"""

import os

import ngrok

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


tcp_edges()
print("sdk scenario passed")
