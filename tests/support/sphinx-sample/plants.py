"""A client for the Plants API.

The sample library whose Sphinx JSON output is the fixture of Quire's ``sphinx`` SDK reader
(``tests/fixtures/docs-json-sdk/sdk-artifacts/sphinx``).
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Mapping

#: The API's version.
VERSION = "1.2.0"


class PlantKind(enum.Enum):
    """Kinds of plants."""

    #: A woody plant with a trunk.
    TREE = "tree"
    #: A plant grown for its leaves or seeds.
    HERB = "herb"


@dataclasses.dataclass
class ClientOptions:
    """How a :class:`Client` reaches the API."""

    token: str
    """Your API token."""
    base_url: str | None = None
    """Where requests go; the public API when ``None``."""
    retries: int = 3
    """How often a failed request is tried again."""


@dataclasses.dataclass
class Plant:
    """A plant."""

    id: str
    """The plant's id."""
    name: str
    """What people call it."""
    tags: list[str]
    """Words to find it by."""
    kind: PlantKind
    """What kind of plant it is."""


class PlantNotFound(Exception):
    """No plant has the id asked for."""


class Client:
    """A client for the Plants API.

    Example:

    .. code-block:: python

        client = Client(ClientOptions(token="abc"))
        fern = client.get_plant("fern")
    """

    def __init__(self, options: ClientOptions) -> None:
        """Makes a client.

        :param options: How to reach the API.
        """
        self._options = options

    @staticmethod
    def with_token(token: str) -> Client:
        """A client of the public API that sends ``token``."""
        return Client(ClientOptions(token=token))

    @property
    def base_url(self) -> str:
        """Where requests go."""
        return self._options.base_url or "https://api.example.com"

    def get_plant(self, plant_id: str) -> Plant | None:
        """One plant by its id.

        :param plant_id: The plant's id.
        :returns: The plant, or ``None`` when there is none.
        :raises PlantNotFound: When the API refuses the id.
        """
        return None

    def fetch_plant(self, plant_id: str) -> Plant | None:
        """One plant by its id, the old way.

        .. deprecated:: 1.1
           Use :meth:`get_plant`.

        :param plant_id: The plant's id.
        """
        return self.get_plant(plant_id)


def create_client(env: Mapping[str, str] | None = None) -> Client:
    """Makes a :class:`Client` from the environment.

    >>> create_client({"PLANTS_TOKEN": "abc"}).base_url
    'https://api.example.com'

    :param env: Variables to read ``PLANTS_TOKEN`` from.
    :returns: A client with the token the environment holds.
    """
    return Client(ClientOptions(token=(env or {}).get("PLANTS_TOKEN", "")))
