"""Derives ngrok-api-0.19.0.json: the field names of the response datatypes of the official
Python SDK (`ngrok-api` 0.19.0, MIT licence, see LICENSE-ngrok-api beside this file), for the
types tunnelctl answers. A type's fields are the keys its properties read from a response
(`self._props["name"]`) in the SDK's ngrok/datatypes.py.

Regenerate (after `.ci/run` installed the SDK into target/sdk-venv):
    target/sdk-venv/bin/python tests/sdk/fields/derive.py > tests/sdk/fields/ngrok-api-0.19.0.json
"""

import ast
import importlib.metadata
import json
import pathlib

import ngrok

# The SDK's datatypes of what tunnelctl answers (tests/wire_fields.rs maps them to routes).
TYPES = [
    "APIKey", "APIKeyList",
    "EndpointBackend", "EndpointCompression", "EndpointIPPolicy", "EndpointSAML",
    "EndpointTLSTermination", "EndpointTrafficPolicy",
    "EventSource", "EventSourceList", "EventSubscription", "EventSubscriptionList",
    "SSHCertificateAuthority", "SSHCertificateAuthorityList",
    "SSHHostCertificate", "SSHHostCertificateList",
    "SSHUserCertificate", "SSHUserCertificateList",
    "TCPEdge", "TCPEdgeList", "TunnelSession", "TunnelSessionList",
]


def is_property(function):
    return any(isinstance(d, ast.Name) and d.id == "property" for d in function.decorator_list)


def read_keys(function):
    for node in ast.walk(function):
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Attribute)
            and node.value.attr == "_props"
            and isinstance(node.slice, ast.Constant)
        ):
            yield node.slice.value


source = pathlib.Path(ngrok.__file__).with_name("datatypes.py").read_text()
classes = {node.name: node for node in ast.parse(source).body if isinstance(node, ast.ClassDef)}
fields = {}
for name in TYPES:
    properties = [f for f in classes[name].body if isinstance(f, ast.FunctionDef) and is_property(f)]
    fields[name] = sorted({key for f in properties for key in read_keys(f)})
meta = importlib.metadata.metadata("ngrok-api")
print(json.dumps({
    "source": f"{meta['Name']} {meta['Version']}, ngrok/datatypes.py (tests/sdk/fields/derive.py)",
    "licence": "MIT, Copyright 2021 ngrok, Inc. (LICENSE-ngrok-api)",
    "types": fields,
}, indent=1))
