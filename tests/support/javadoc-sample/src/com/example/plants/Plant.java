package com.example.plants;

import java.util.List;

/** A plant. */
public interface Plant {
  /**
   * The plant's id.
   *
   * @return The id.
   */
  String getId();

  /**
   * The plant's name.
   *
   * @return The name.
   */
  String getName();

  /**
   * The plant's tags.
   *
   * @return The tags, possibly none.
   */
  List<String> getTags();

  /**
   * What kind of plant it is.
   *
   * @return The kind.
   */
  PlantKind getKind();
}
